// Generates the content seeds of the FAQ, help-centre and profile pages: fictional, deterministic,
// natural-language text in fr, en and ar. Run: node scripts/seed/pages-data.mjs
import { avatarPath, rng, writeSeed } from './apps-lib.mjs'

const L = (fr, en, ar) => ({ fr, en, ar })

// ---------------------------------------------------------------- FAQ
// SPEC section 9: delivery $69 or $99 scheduled, parcels free; damage within 48 hours; cancel
// 72 hours before delivery; returns within 15 days.
const qa = (question, answer) => ({ question, answer })
const FAQ = [
  {
    id: 'payment',
    faqIcon: 'CreditCard',
    faqTitle: L('Paiement', 'Payment', 'الدفع'),
    faqSubtitle: L('Moyens de paiement et facturation', 'Payment methods and billing', 'وسائل الدفع والفوترة'),
    faqs: [
      qa(
        L('Quels moyens de paiement acceptez-vous ?', 'Which payment methods do you accept?', 'ما هي وسائل الدفع المقبولة؟'),
        L(
          'Nous acceptons les cartes bancaires, PayPal et le virement. Le paiement en espèces est possible à la livraison dans certaines villes.',
          'We accept credit and debit cards, PayPal and bank transfer. Cash on delivery is available in some cities.',
          'نقبل البطاقات البنكية وPayPal والتحويل البنكي. ويمكن الدفع نقدًا عند التسليم في بعض المدن.',
        ),
      ),
      qa(
        L('Quand ma carte est-elle débitée ?', 'When is my card charged?', 'متى يتم الخصم من بطاقتي؟'),
        L(
          'Votre carte est débitée à la confirmation de la commande, et non à son expédition.',
          'Your card is charged when the order is confirmed, not when it ships.',
          'يتم الخصم من بطاقتك عند تأكيد الطلب، وليس عند شحنه.',
        ),
      ),
      qa(
        L('Puis-je payer en plusieurs fois ?', 'Can I pay in instalments?', 'هل يمكنني الدفع على أقساط؟'),
        L(
          'Au-delà d’un certain montant, la commande peut être réglée en trois fois sans frais lors du paiement.',
          'Above a certain amount, the order can be split into three free instalments at checkout.',
          'عند تجاوز مبلغ معيّن، يمكن تقسيم الطلب إلى ثلاثة أقساط دون رسوم عند الدفع.',
        ),
      ),
      qa(
        L('Le paiement en ligne est-il sécurisé ?', 'Is paying online secure?', 'هل الدفع عبر الإنترنت آمن؟'),
        L(
          'Oui. Les paiements passent par une connexion chiffrée et nous ne conservons jamais le numéro complet de votre carte.',
          'Yes. Payments go through an encrypted connection and we never store your full card number.',
          'نعم. تمر المدفوعات عبر اتصال مشفّر ولا نحتفظ أبدًا برقم بطاقتك كاملًا.',
        ),
      ),
    ],
  },
  {
    id: 'delivery',
    faqIcon: 'Truck',
    faqTitle: L('Livraison', 'Delivery', 'التوصيل'),
    faqSubtitle: L('Frais, délais et suivi', 'Costs, times and tracking', 'التكاليف والمواعيد والتتبع'),
    faqs: [
      qa(
        L('Combien coûte la livraison ?', 'How much does delivery cost?', 'كم تبلغ تكلفة التوصيل؟'),
        L(
          'La livraison des colis est gratuite. La livraison des articles volumineux coûte 69 $, ou 99 $ si vous choisissez un créneau programmé.',
          'Parcel delivery is free. Delivery of large items costs $69, or $99 if you choose a scheduled time slot.',
          'توصيل الطرود مجاني. أما توصيل المنتجات الكبيرة فيكلّف 69 دولارًا، أو 99 دولارًا إذا اخترت موعدًا محددًا.',
        ),
      ),
      qa(
        L('Quels sont les délais de livraison ?', 'How long does delivery take?', 'كم يستغرق التوصيل؟'),
        L(
          'Les colis arrivent en 3 à 5 jours ouvrés, les articles volumineux en deux semaines au plus.',
          'Parcels arrive within 3 to 5 working days, large items within two weeks at most.',
          'تصل الطرود خلال 3 إلى 5 أيام عمل، والمنتجات الكبيرة خلال أسبوعين على الأكثر.',
        ),
      ),
      qa(
        L('Que faire si ma commande arrive endommagée ?', 'What should I do if my order arrives damaged?', 'ماذا أفعل إذا وصل طلبي تالفًا؟'),
        L(
          'Signalez le dommage dans les 48 heures suivant la livraison, photo à l’appui : nous remplaçons ou remboursons l’article.',
          'Report the damage within 48 hours of delivery, with a photo, and we will replace or refund the item.',
          'أبلغ عن التلف خلال 48 ساعة من التسليم مع صورة، وسنستبدل المنتج أو نعيد ثمنه.',
        ),
      ),
      qa(
        L('Puis-je suivre mon colis ?', 'Can I track my parcel?', 'هل يمكنني تتبع طردي؟'),
        L(
          'Oui, un lien de suivi vous est envoyé par e-mail dès que le colis quitte l’entrepôt.',
          'Yes, a tracking link is emailed to you as soon as the parcel leaves the warehouse.',
          'نعم، يُرسل إليك رابط التتبع بالبريد الإلكتروني فور مغادرة الطرد للمستودع.',
        ),
      ),
    ],
  },
  {
    id: 'cancellation-return',
    faqIcon: 'RotateCcw',
    faqTitle: L('Annulation et retour', 'Cancellation & return', 'الإلغاء والإرجاع'),
    faqSubtitle: L('Annuler, retourner, être remboursé', 'Cancel, return and get refunded', 'الإلغاء والإرجاع واسترداد المبلغ'),
    faqs: [
      qa(
        L('Puis-je annuler ma commande ?', 'Can I cancel my order?', 'هل يمكنني إلغاء طلبي؟'),
        L(
          'Vous pouvez annuler sans frais jusqu’à 72 heures avant la date de livraison.',
          'You can cancel free of charge up to 72 hours before the delivery date.',
          'يمكنك الإلغاء دون رسوم حتى 72 ساعة قبل موعد التوصيل.',
        ),
      ),
      qa(
        L('Quelle est la politique de retour ?', 'What is the return policy?', 'ما هي سياسة الإرجاع؟'),
        L(
          'Vous pouvez retourner tout article dans les 15 jours suivant la livraison, non utilisé et dans son emballage d’origine.',
          'You can return any item within 15 days of delivery, unused and in its original packaging.',
          'يمكنك إرجاع أي منتج خلال 15 يومًا من التسليم، غير مستعمل وفي عبوته الأصلية.',
        ),
      ),
      qa(
        L('Quand serai-je remboursé ?', 'When will I get my refund?', 'متى سأسترد أموالي؟'),
        L(
          'Le remboursement est effectué sous 5 jours ouvrés après réception de l’article retourné.',
          'Refunds are issued within 5 working days after we receive the returned item.',
          'يتم الاسترداد خلال 5 أيام عمل بعد استلامنا للمنتج المُرجَع.',
        ),
      ),
    ],
  },
  {
    id: 'my-orders',
    faqIcon: 'Package',
    faqTitle: L('Mes commandes', 'My orders', 'طلباتي'),
    faqSubtitle: L('Suivre et modifier vos commandes', 'Follow and change your orders', 'متابعة طلباتك وتعديلها'),
    faqs: [
      qa(
        L('Où voir mes commandes ?', 'Where can I see my orders?', 'أين يمكنني رؤية طلباتي؟'),
        L(
          'Toutes vos commandes sont listées dans Mes commandes, avec leur statut et leurs factures.',
          'All your orders are listed under My orders, with their status and invoices.',
          'تظهر جميع طلباتك في قسم طلباتي مع حالتها وفواتيرها.',
        ),
      ),
      qa(
        L('Puis-je changer l’adresse de livraison ?', 'Can I change the delivery address?', 'هل يمكنني تغيير عنوان التوصيل؟'),
        L(
          'Oui, tant que la commande n’a pas été expédiée.',
          'Yes, as long as the order has not been dispatched.',
          'نعم، ما دام الطلب لم يُشحن بعد.',
        ),
      ),
      qa(
        L('Comment télécharger une facture ?', 'How do I download an invoice?', 'كيف أنزّل الفاتورة؟'),
        L(
          'Ouvrez la commande puis choisissez Télécharger la facture.',
          'Open the order and choose Download invoice.',
          'افتح الطلب ثم اختر تنزيل الفاتورة.',
        ),
      ),
    ],
  },
  {
    id: 'product-services',
    faqIcon: 'Settings',
    faqTitle: L('Produits et services', 'Product & services', 'المنتجات والخدمات'),
    faqSubtitle: L('Garantie, installation et conseils', 'Warranty, installation and advice', 'الضمان والتركيب والمشورة'),
    faqs: [
      qa(
        L('Les produits sont-ils garantis ?', 'Do products come with a warranty?', 'هل المنتجات مضمونة؟'),
        L(
          'Chaque produit est garanti deux ans contre les défauts de fabrication.',
          'Every product comes with a two-year warranty against manufacturing defects.',
          'كل منتج مضمون لمدة سنتين ضد عيوب التصنيع.',
        ),
      ),
      qa(
        L('Proposez-vous l’installation ?', 'Do you offer installation?', 'هل تقدمون خدمة التركيب؟'),
        L(
          'L’installation est proposée pour les articles volumineux et se réserve avec une livraison programmée.',
          'Installation is available for large items and is booked together with a scheduled delivery.',
          'التركيب متاح للمنتجات الكبيرة ويُحجز مع التوصيل في موعد محدد.',
        ),
      ),
      qa(
        L('Pouvez-vous m’aider à choisir un produit ?', 'Can you help me choose a product?', 'هل يمكنكم مساعدتي في اختيار منتج؟'),
        L(
          'Nos conseillers répondent par chat du lundi au vendredi, de 9 h à 18 h.',
          'Our advisers answer by chat on weekdays from 9 a.m. to 6 p.m.',
          'يجيب مستشارونا عبر الدردشة من الاثنين إلى الجمعة من 9 صباحًا حتى 6 مساءً.',
        ),
      ),
    ],
  },
]

// ---------------------------------------------------------------- help centre
const CATEGORIES = [
  ['getting-started', 'Rocket', L('Bien démarrer', 'Getting started', 'البدء')],
  ['account', 'UserCog', L('Compte et mot de passe', 'Account & password', 'الحساب وكلمة المرور')],
  ['billing', 'Receipt', L('Facturation', 'Billing & invoices', 'الفوترة والفواتير')],
  ['users-roles', 'Users', L('Utilisateurs et rôles', 'Users & roles', 'المستخدمون والأدوار')],
  ['data-offline', 'WifiOff', L('Données et hors ligne', 'Data & offline', 'البيانات ووضع عدم الاتصال')],
  ['personalisation', 'Palette', L('Personnalisation', 'Personalisation', 'التخصيص')],
]

// Text into HTML: escaped, so the stored HTML is already what the sanitiser gives back (DECISIONS section 9).
const escapeHtml = (t) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const html = (intro, steps) => `<p>${escapeHtml(intro)}</p><ol>${steps.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>`
/** An article: the same intro and steps written in the three languages. */
const article = (slug, category, icon, featured, title, subtitle, [fr, en, ar]) => ({
  slug,
  category,
  icon,
  featured,
  title,
  subtitle,
  content: L(html(...fr), html(...en), html(...ar)),
})

const ARTICLES = [
  article(
    'first-steps',
    'getting-started',
    'Footprints',
    'popular',
    L('Premiers pas avec Vermilion', 'First steps with Vermilion', 'الخطوات الأولى مع Vermilion'),
    L(
      'Connectez-vous et découvrez la console en quelques minutes.',
      'Sign in and find your way around the console in minutes.',
      'سجّل الدخول وتعرّف على لوحة التحكم في دقائق.',
    ),
    [
      [
        'Vermilion réunit vos tableaux de bord, vos applications et vos réglages dans une seule console.',
        [
          'Connectez-vous avec votre adresse e-mail.',
          'Ouvrez le menu latéral pour parcourir les sections.',
          'Appuyez sur Ctrl+K pour chercher une page.',
        ],
      ],
      [
        'Vermilion gathers your dashboards, apps and settings in one console.',
        ['Sign in with your email address.', 'Open the side menu to browse the sections.', 'Press Ctrl+K to search for a page.'],
      ],
      [
        'يجمع Vermilion لوحات المعلومات والتطبيقات والإعدادات في لوحة تحكم واحدة.',
        ['سجّل الدخول ببريدك الإلكتروني.', 'افتح القائمة الجانبية لتصفح الأقسام.', 'اضغط Ctrl+K للبحث عن صفحة.'],
      ],
    ],
  ),
  article(
    'install-app',
    'getting-started',
    'TabletSmartphone',
    'popular',
    L('Installer l’application sur une tablette', 'Install the app on a tablet', 'تثبيت التطبيق على جهاز لوحي'),
    L(
      'Ajoutez Vermilion à l’écran d’accueil pour l’utiliser comme une application.',
      'Add Vermilion to the home screen and use it like an app.',
      'أضف Vermilion إلى الشاشة الرئيسية واستخدمه كتطبيق.',
    ),
    [
      [
        'Une fois installée, la console s’ouvre en plein écran et fonctionne sans connexion.',
        ['Ouvrez Vermilion dans le navigateur.', 'Choisissez Ajouter à l’écran d’accueil.', 'Lancez l’application depuis son icône.'],
      ],
      [
        'Once installed, the console opens full screen and works without a connection.',
        ['Open Vermilion in the browser.', 'Choose Add to home screen.', 'Start the app from its icon.'],
      ],
      [
        'بعد التثبيت، تفتح لوحة التحكم بملء الشاشة وتعمل دون اتصال.',
        ['افتح Vermilion في المتصفح.', 'اختر الإضافة إلى الشاشة الرئيسية.', 'شغّل التطبيق من أيقونته.'],
      ],
    ],
  ),
  article(
    'change-password',
    'account',
    'KeyRound',
    null,
    L('Changer votre mot de passe', 'Change your password', 'تغيير كلمة المرور'),
    L(
      'Choisissez un nouveau mot de passe depuis les paramètres du compte.',
      'Pick a new password from the account settings.',
      'اختر كلمة مرور جديدة من إعدادات الحساب.',
    ),
    [
      [
        'Un mot de passe d’au moins huit caractères, mêlant lettres et chiffres, protège mieux votre compte.',
        ['Ouvrez Paramètres du compte.', 'Allez dans l’onglet Sécurité.', 'Saisissez puis confirmez le nouveau mot de passe.'],
      ],
      [
        'A password of at least eight characters mixing letters and digits protects your account better.',
        ['Open Account settings.', 'Go to the Security tab.', 'Type and confirm the new password.'],
      ],
      [
        'كلمة مرور من ثمانية أحرف على الأقل تمزج بين الحروف والأرقام تحمي حسابك بشكل أفضل.',
        ['افتح إعدادات الحساب.', 'انتقل إلى تبويب الأمان.', 'اكتب كلمة المرور الجديدة ثم أكّدها.'],
      ],
    ],
  ),
  article(
    'two-step-verification',
    'account',
    'ShieldCheck',
    null,
    L('Activer la vérification en deux étapes', 'Turn on two-step verification', 'تفعيل التحقق بخطوتين'),
    L('Ajoutez un code à usage unique à votre connexion.', 'Add a one-time code to your sign-in.', 'أضف رمزًا لمرة واحدة إلى تسجيل الدخول.'),
    [
      [
        'Avec la vérification en deux étapes, votre mot de passe seul ne suffit plus pour se connecter.',
        ['Ouvrez l’onglet Sécurité.', 'Activez la vérification en deux étapes.', 'Saisissez le code reçu pour confirmer.'],
      ],
      [
        'With two-step verification, your password alone is no longer enough to sign in.',
        ['Open the Security tab.', 'Turn on two-step verification.', 'Enter the code you receive to confirm.'],
      ],
      [
        'مع التحقق بخطوتين، لم تعد كلمة المرور وحدها كافية لتسجيل الدخول.',
        ['افتح تبويب الأمان.', 'فعّل التحقق بخطوتين.', 'أدخل الرمز الذي تتلقاه للتأكيد.'],
      ],
    ],
  ),
  article(
    'create-invoice',
    'billing',
    'FilePlus',
    'popular',
    L('Créer et envoyer une facture', 'Create and send an invoice', 'إنشاء فاتورة وإرسالها'),
    L(
      'Préparez une facture, vérifiez-la puis envoyez-la à votre client.',
      'Prepare an invoice, check it and send it to your client.',
      'حضّر فاتورة وراجعها ثم أرسلها إلى عميلك.',
    ),
    [
      [
        'Les factures reprennent automatiquement les coordonnées de vos clients.',
        ['Ouvrez Factures puis Ajouter.', 'Choisissez le client et les prestations.', 'Vérifiez l’aperçu puis envoyez.'],
      ],
      [
        'Invoices pick up your clients’ details automatically.',
        ['Open Invoices, then Add.', 'Choose the client and the services.', 'Check the preview, then send.'],
      ],
      ['تأخذ الفواتير بيانات عملائك تلقائيًا.', ['افتح الفواتير ثم إضافة.', 'اختر العميل والخدمات.', 'راجع المعاينة ثم أرسل.']],
    ],
  ),
  article(
    'payment-methods',
    'billing',
    'Wallet',
    null,
    L('Gérer les moyens de paiement', 'Manage payment methods', 'إدارة وسائل الدفع'),
    L('Ajoutez, modifiez ou retirez une carte de paiement.', 'Add, change or remove a payment card.', 'أضف بطاقة دفع أو عدّلها أو احذفها.'),
    [
      [
        'Vos moyens de paiement se gèrent depuis l’onglet Facturation et offres.',
        ['Ouvrez Paramètres du compte.', 'Choisissez Facturation et offres.', 'Ajoutez ou retirez une carte.'],
      ],
      [
        'Your payment methods are managed from the Billing & plans tab.',
        ['Open Account settings.', 'Choose Billing & plans.', 'Add or remove a card.'],
      ],
      ['تُدار وسائل الدفع من تبويب الفوترة والخطط.', ['افتح إعدادات الحساب.', 'اختر الفوترة والخطط.', 'أضف بطاقة أو احذفها.']],
    ],
  ),
  article(
    'invite-user',
    'users-roles',
    'UserPlus',
    null,
    L('Ajouter un utilisateur', 'Add a user', 'إضافة مستخدم'),
    L('Créez un compte pour un nouveau membre de l’équipe.', 'Create an account for a new team member.', 'أنشئ حسابًا لعضو جديد في الفريق.'),
    [
      [
        'Chaque utilisateur reçoit un rôle qui décide de ce qu’il peut voir et faire.',
        ['Ouvrez Utilisateurs puis Ajouter.', 'Renseignez le nom, l’e-mail et le rôle.', 'Enregistrez : le compte apparaît dans la liste.'],
      ],
      [
        'Each user gets a role that decides what they can see and do.',
        ['Open Users, then Add.', 'Fill in the name, email and role.', 'Save: the account appears in the list.'],
      ],
      [
        'يحصل كل مستخدم على دور يحدد ما يمكنه رؤيته وفعله.',
        ['افتح المستخدمين ثم إضافة.', 'أدخل الاسم والبريد الإلكتروني والدور.', 'احفظ: يظهر الحساب في القائمة.'],
      ],
    ],
  ),
  article(
    'roles-permissions',
    'users-roles',
    'Lock',
    'keepLearning',
    L('Comprendre les rôles et permissions', 'Roles and permissions explained', 'شرح الأدوار والصلاحيات'),
    L(
      'Ce que chaque rôle autorise, et comment l’adapter.',
      'What each role allows, and how to adapt it.',
      'ما يسمح به كل دور وكيفية تعديله.',
    ),
    [
      [
        'Une permission associe une action à un sujet ; un rôle regroupe des permissions.',
        [
          'Ouvrez Rôles pour voir les cartes de rôles.',
          'Modifiez la grille lecture, écriture, création.',
          'Affectez le rôle aux utilisateurs concernés.',
        ],
      ],
      [
        'A permission pairs an action with a subject; a role groups permissions.',
        ['Open Roles to see the role cards.', 'Edit the read, write and create grid.', 'Give the role to the right users.'],
      ],
      [
        'تربط الصلاحية إجراءً بموضوع، ويجمع الدور عدة صلاحيات.',
        ['افتح الأدوار لرؤية بطاقات الأدوار.', 'عدّل جدول القراءة والكتابة والإنشاء.', 'امنح الدور للمستخدمين المعنيين.'],
      ],
    ],
  ),
  article(
    'offline-mode',
    'data-offline',
    'WifiOff',
    'keepLearning',
    L('Travailler hors ligne', 'Working offline', 'العمل دون اتصال'),
    L(
      'La console reste utilisable sans réseau.',
      'The console keeps working without a network.',
      'تبقى لوحة التحكم قابلة للاستخدام دون شبكة.',
    ),
    [
      [
        'Vos données sont enregistrées sur l’appareil : elles restent disponibles hors ligne et après un redémarrage.',
        [
          'Installez l’application une première fois en ligne.',
          'Travaillez normalement, même sans réseau.',
          'Vos modifications sont conservées sur l’appareil.',
        ],
      ],
      [
        'Your data is stored on the device: it stays available offline and after a restart.',
        ['Install the app once while online.', 'Work as usual, even without a network.', 'Your changes are kept on the device.'],
      ],
      [
        'تُحفظ بياناتك على الجهاز، فتبقى متاحة دون اتصال وبعد إعادة التشغيل.',
        ['ثبّت التطبيق مرة واحدة أثناء الاتصال.', 'اعمل كالمعتاد حتى دون شبكة.', 'تُحفظ تعديلاتك على الجهاز.'],
      ],
    ],
  ),
  article(
    'reset-demo-data',
    'data-offline',
    'RefreshCcw',
    null,
    L('Réinitialiser les données de démonstration', 'Reset the demo data', 'إعادة تعيين بيانات العرض'),
    L('Revenez aux données d’origine en un clic.', 'Go back to the original data in one click.', 'عُد إلى البيانات الأصلية بنقرة واحدة.'),
    [
      [
        'La réinitialisation efface vos ajouts et modifications puis recharge les exemples.',
        ['Ouvrez le panneau de personnalisation.', 'Choisissez Réinitialiser les données.', 'Confirmez : les exemples sont rechargés.'],
      ],
      [
        'Resetting erases your additions and changes, then loads the samples again.',
        ['Open the customizer panel.', 'Choose Reset demo data.', 'Confirm: the samples are loaded again.'],
      ],
      [
        'تمحو إعادة التعيين إضافاتك وتعديلاتك ثم تعيد تحميل الأمثلة.',
        ['افتح لوحة التخصيص.', 'اختر إعادة تعيين البيانات.', 'أكّد: يُعاد تحميل الأمثلة.'],
      ],
    ],
  ),
  article(
    'theme-language',
    'personalisation',
    'Languages',
    'keepLearning',
    L('Thème, langue et disposition', 'Theme, language and layout', 'السمة واللغة والتخطيط'),
    L('Adaptez l’apparence de la console à vos préférences.', 'Make the console look the way you like.', 'اجعل مظهر لوحة التحكم كما تحب.'),
    [
      [
        'Vos préférences sont mémorisées sur l’appareil.',
        [
          'Choisissez le thème clair, sombre ou système.',
          'Changez de langue : français, anglais ou arabe.',
          'Passez du menu vertical au menu horizontal.',
        ],
      ],
      [
        'Your preferences are remembered on the device.',
        [
          'Choose the light, dark or system theme.',
          'Switch language: French, English or Arabic.',
          'Switch between the vertical and horizontal menu.',
        ],
      ],
      [
        'تُحفظ تفضيلاتك على الجهاز.',
        [
          'اختر السمة الفاتحة أو الداكنة أو سمة النظام.',
          'غيّر اللغة: الفرنسية أو الإنجليزية أو العربية.',
          'بدّل بين القائمة العمودية والأفقية.',
        ],
      ],
    ],
  ),
  article(
    'keyboard-shortcuts',
    'personalisation',
    'Keyboard',
    null,
    L('Raccourcis clavier', 'Keyboard shortcuts', 'اختصارات لوحة المفاتيح'),
    L('Allez plus vite sans quitter le clavier.', 'Go faster without leaving the keyboard.', 'تنقّل أسرع دون مغادرة لوحة المفاتيح.'),
    [
      [
        'Toute la console se pilote au clavier.',
        ['Ctrl+K ouvre la recherche.', 'Les flèches parcourent les résultats, Entrée ouvre la page.', 'Échap ferme les fenêtres.'],
      ],
      [
        'The whole console can be driven from the keyboard.',
        ['Ctrl+K opens search.', 'Arrow keys move through results, Enter opens the page.', 'Escape closes dialogs.'],
      ],
      [
        'يمكن التحكم في لوحة التحكم بأكملها من لوحة المفاتيح.',
        ['Ctrl+K يفتح البحث.', 'تتنقل الأسهم بين النتائج ويفتح Enter الصفحة.', 'Esc يغلق النوافذ.'],
      ],
    ],
  ),
]

function helpCenter() {
  const r = rng(707)
  const categories = CATEGORIES.map(([slug, icon, title], order) => ({ slug, order, icon, title }))
  let day = new Date('2025-03-03T00:00:00Z')
  const articles = ARTICLES.map((a, order) => {
    day = new Date(day.getTime() + r.int(3, 20) * 86400000)
    return {
      slug: a.slug,
      category: a.category,
      order,
      icon: a.icon,
      title: a.title,
      subtitle: a.subtitle,
      content: a.content,
      lastUpdated: day.toISOString().slice(0, 10),
      featured: a.featured,
    }
  })
  return { categories, articles }
}

// ---------------------------------------------------------------- profile
const logo = (n) => `/images/projects/${n}.svg`
const DESIGNATIONS = [
  L('Designer produit', 'Product designer', 'مصممة منتجات'),
  L('Développeur front-end', 'Front-end developer', 'مطوّر واجهات أمامية'),
  L('Cheffe de projet', 'Project manager', 'مديرة مشاريع'),
  L('Développeur back-end', 'Back-end developer', 'مطوّر خلفيات'),
  L('Analyste de données', 'Data analyst', 'محلل بيانات'),
  L('Ingénieure QA', 'QA engineer', 'مهندسة ضمان الجودة'),
]

function profile() {
  const r = rng(808)
  const people = [
    ['Margaux Vidal', 12],
    ['Kenji Tanaka', 17],
    ['Aïcha Diallo', 23],
    ['Lucas Mercier', 31],
    ['Priya Patel', 38],
    ['Théo Roussel', 44],
    ['Nadia Haddad', 50],
    ['Mateo Silva', 56],
  ].map(([name, n]) => ({ name, avatar: avatarPath(n) }))
  const members = (k) => r.sample(people, k)
  const header = {
    fullName: 'Camille Laurent',
    location: 'Lyon',
    country: 'FR',
    joiningDate: '2023-04-12',
    designation: DESIGNATIONS[0],
    designationIcon: 'PenTool',
    profileImg: avatarPath(1),
    coverImg: '/images/profile/cover.svg',
  }
  const profileTab = {
    about: [
      { property: 'fullName', value: 'Camille Laurent', icon: 'User' },
      { property: 'status', value: 'active', icon: 'Check' },
      { property: 'role', value: 'admin', icon: 'Crown' },
      { property: 'country', value: 'FR', icon: 'Flag' },
      { property: 'languages', value: 'fr, en', icon: 'Languages' },
    ],
    contacts: [
      { property: 'contact', value: '+33 6 12 48 90 27', icon: 'Phone' },
      { property: 'chat', value: 'camille.laurent', icon: 'MessageSquare' },
      { property: 'email', value: 'camille.laurent@vermilion.example', icon: 'Mail' },
    ],
    teams: [
      { property: L('Développeurs back-end', 'Back-end developers', 'مطوّرو الخلفيات'), value: 126 },
      { property: L('Développeurs front-end', 'Front-end developers', 'مطوّرو الواجهات الأمامية'), value: 98 },
    ],
    overview: [
      { property: 'tasksCompleted', value: 13500, icon: 'Check' },
      { property: 'projectsCompleted', value: 146, icon: 'LayoutGrid' },
      { property: 'connections', value: 897, icon: 'Users' },
    ],
    connections: people.slice(0, 5).map((p, i) => ({ isFriend: i % 2 === 0, connections: r.int(12, 900), name: p.name, avatar: p.avatar })),
    teamsTech: [
      {
        members: 72,
        title: L('Développeurs React', 'React developers', 'مطوّرو React'),
        avatar: logo(1),
        chipColor: 'error',
        chipText: L('Développement', 'Developer', 'تطوير'),
      },
      {
        members: 122,
        title: L('Équipe support', 'Support team', 'فريق الدعم'),
        avatar: logo(6),
        chipColor: 'primary',
        chipText: L('Support', 'Support', 'دعم'),
      },
      {
        members: 7,
        title: L('Designers UI', 'UI designers', 'مصممو الواجهات'),
        avatar: logo(3),
        chipColor: 'info',
        chipText: L('Design', 'Designer', 'تصميم'),
      },
      {
        members: 289,
        title: L('Développeurs Vue.js', 'Vue.js developers', 'مطوّرو Vue.js'),
        avatar: logo(2),
        chipColor: 'error',
        chipText: L('Développement', 'Developer', 'تطوير'),
      },
      {
        members: 24,
        title: L('Équipe marketing', 'Marketing team', 'فريق التسويق'),
        avatar: logo(5),
        chipColor: 'secondary',
        chipText: L('Marketing', 'Marketing', 'تسويق'),
      },
    ],
  }
  const TEAMS = [
    [
      L('Design produit', 'Product design', 'تصميم المنتجات'),
      3,
      L(
        'Conçoit les parcours et les écrans de la console, des maquettes aux tests utilisateurs.',
        'Designs the console’s journeys and screens, from mock-ups to user tests.',
        'يصمم مسارات لوحة التحكم وشاشاتها، من النماذج إلى اختبارات المستخدمين.',
      ),
      [
        ['Figma', 'info'],
        ['UX', 'primary'],
      ],
    ],
    [
      L('Développement React', 'React development', 'تطوير React'),
      1,
      L(
        'Construit les écrans et les composants partagés de l’application.',
        'Builds the application’s screens and shared components.',
        'يبني شاشات التطبيق ومكوّناته المشتركة.',
      ),
      [
        ['React', 'info'],
        ['TypeScript', 'primary'],
      ],
    ],
    [
      L('Données et API', 'Data & API', 'البيانات وواجهات البرمجة'),
      4,
      L(
        'Définit les contrats d’API et veille à la qualité des données.',
        'Defines the API contracts and looks after data quality.',
        'يحدد عقود واجهات البرمجة ويسهر على جودة البيانات.',
      ),
      [
        ['API', 'success'],
        ['SQL', 'warning'],
      ],
    ],
    [
      L('Support client', 'Customer support', 'دعم العملاء'),
      6,
      L(
        'Répond aux clients par chat et par e-mail, six jours sur sept.',
        'Answers clients by chat and email, six days a week.',
        'يجيب العملاء عبر الدردشة والبريد الإلكتروني ستة أيام في الأسبوع.',
      ),
      [
        ['Chat', 'primary'],
        ['E-mail', 'secondary'],
      ],
    ],
    [
      L('Qualité', 'Quality', 'الجودة'),
      7,
      L(
        'Automatise les tests et vérifie chaque version avant sa sortie.',
        'Automates tests and checks every release before it ships.',
        'يؤتمت الاختبارات ويتحقق من كل إصدار قبل نشره.',
      ),
      [
        ['Tests', 'success'],
        ['CI', 'info'],
      ],
    ],
    [
      L('Marketing', 'Marketing', 'التسويق'),
      5,
      L(
        'Prépare les lancements, les pages produit et les campagnes.',
        'Prepares launches, product pages and campaigns.',
        'يحضّر الإطلاقات وصفحات المنتجات والحملات.',
      ),
      [
        ['SEO', 'warning'],
        ['Contenu', 'error'],
      ],
    ],
  ]
  const teams = TEAMS.map(([title, l, description, chips], i) => ({
    id: i + 1,
    title,
    avatar: logo(l),
    avatarGroup: members(3),
    extraMembers: r.pick([0, 2, 4, 9]),
    description,
    chips: chips.map(([t, color]) => ({ title: t, color })),
  }))
  const PROJECTS = [
    [
      'Cerise Mobile App',
      'Cerise Labs',
      1,
      L(
        'Application mobile de commande et de suivi des livraisons.',
        'Mobile app to order and track deliveries.',
        'تطبيق جوال للطلب وتتبع التوصيلات.',
      ),
    ],
    [
      'Portail Mistral',
      'Mistral Analytics',
      2,
      L(
        'Portail client avec tableaux de bord et exports.',
        'Client portal with dashboards and exports.',
        'بوابة للعملاء مع لوحات معلومات وتصدير.',
      ),
    ],
    [
      'Quartz Logo Design',
      'Quartz & Co',
      3,
      L(
        'Nouvelle identité visuelle et déclinaisons du logo.',
        'New visual identity and logo variants.',
        'هوية بصرية جديدة ونسخ متعددة من الشعار.',
      ),
    ],
    [
      'Boréal CRM',
      'Boréal Systems',
      4,
      L(
        'Refonte du CRM interne et migration des contacts.',
        'Internal CRM redesign and contact migration.',
        'إعادة تصميم نظام إدارة العملاء الداخلي ونقل جهات الاتصال.',
      ),
    ],
    [
      'Sable Tracking',
      'Sable Logistics',
      6,
      L(
        'Suivi de flotte en temps réel pour les chauffeurs.',
        'Real-time fleet tracking for drivers.',
        'تتبع الأسطول في الوقت الفعلي للسائقين.',
      ),
    ],
    [
      'Azur Cloud Console',
      'Azur Cloud',
      8,
      L(
        'Console d’administration des serveurs et des sauvegardes.',
        'Admin console for servers and backups.',
        'لوحة إدارة للخوادم والنسخ الاحتياطية.',
      ),
    ],
  ]
  let start = new Date('2025-02-10T00:00:00Z')
  const projects = PROJECTS.map(([title, client, l, description], i) => {
    start = new Date(start.getTime() + r.int(10, 40) * 86400000)
    const length = r.int(60, 160)
    const totalTask = r.int(40, 300)
    const budget = r.int(8, 60) * 1000
    return {
      id: i + 1,
      title,
      client,
      avatar: logo(l),
      description,
      startDate: start.toISOString().slice(0, 10),
      deadline: new Date(start.getTime() + length * 86400000).toISOString().slice(0, 10),
      budget,
      budgetSpent: Math.round((budget * r.int(10, 95)) / 100),
      hours: r.int(40, 900),
      totalTask,
      completedTask: r.int(0, totalTask),
      members: members(r.int(2, 4)),
      extraMembers: r.pick([0, 1, 3, 6]),
      daysLeft: r.int(3, 60),
      comments: r.int(0, 40),
      chipColor: r.pick(['success', 'warning', 'error', 'info']),
    }
  })
  const CHIPS = [
    ['Figma', 'info'],
    ['React', 'primary'],
    ['Vue.js', 'success'],
    ['Angular', 'error'],
    ['SQL', 'warning'],
    ['Tests', 'secondary'],
  ]
  const connections = people.slice(0, 6).map((p, i) => ({
    id: i + 1,
    name: p.name,
    designation: DESIGNATIONS[i],
    avatar: p.avatar,
    tasks: r.int(10, 900),
    projects: r.int(2, 40),
    connections: r.int(20, 900),
    isConnected: i % 3 !== 2,
    chips: r.sample(CHIPS, 2).map(([title, color]) => ({ title, color })),
  }))
  let date = new Date('2025-01-15T00:00:00Z')
  const projectTable = [
    ['Cerise Mobile App', 1],
    ['Portail Mistral', 2],
    ['Quartz Logo Design', 3],
    ['Boréal CRM', 4],
    ['Atelier Nova Website', 5],
    ['Sable Tracking', 6],
    ['Orchidée Landing Page', 7],
    ['Azur Cloud Console', 8],
  ].map(([name, l], i) => {
    date = new Date(date.getTime() + r.int(5, 30) * 86400000)
    return {
      id: i + 1,
      name,
      date: date.toISOString().slice(0, 10),
      leader: r.pick(people).name,
      avatar: logo(l),
      team: members(3).map((m) => m.avatar),
      extraMembers: r.pick([0, 1, 2, 5]),
      progress: r.int(5, 100),
    }
  })
  return { header, profile: profileTab, teams, projects, connections, projectTable }
}

writeSeed(
  'faq',
  FAQ.map((g, order) => ({ ...g, order })),
)
writeSeed('help-center', helpCenter())
writeSeed('profile', profile())
