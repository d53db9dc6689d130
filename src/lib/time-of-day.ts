/** A time of day as the API stores it and the kit's time fields write it: `HH:MM`, 24-hour. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/
