// The countries that have a flag under public/images/flags/ (ISO 3166-1 alpha-2, lowercase).
export const FLAG_COUNTRIES = [
  ['fr', 'France'], ['be', 'Belgium'], ['ch', 'Switzerland'], ['ca', 'Canada'], ['us', 'United States'],
  ['gb', 'United Kingdom'], ['de', 'Germany'], ['es', 'Spain'], ['it', 'Italy'], ['pt', 'Portugal'],
  ['nl', 'Netherlands'], ['ma', 'Morocco'], ['dz', 'Algeria'], ['tn', 'Tunisia'], ['sn', 'Senegal'],
  ['ci', "Côte d'Ivoire"], ['br', 'Brazil'], ['mx', 'Mexico'], ['in', 'India'], ['jp', 'Japan'],
  ['au', 'Australia'], ['pl', 'Poland'], ['se', 'Sweden'], ['ae', 'United Arab Emirates'], ['sa', 'Saudi Arabia'],
  ['eg', 'Egypt'],
]
