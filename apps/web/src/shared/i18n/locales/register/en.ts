import type { Texts } from '../en';

/**
 * English texts of registration, and of the gender field that the profile forms share, loaded
 * with those pages (`loadTexts` in i18n.ts).
 */
export const en = {
  register: {
    title: 'Create your account',
    subtitle: 'Three quick steps and you are ready to watch.',
    progress: 'Registration steps',
    stepOf: 'Step {{current}} of {{total}}',
    stepDetails: 'About you',
    stepSubscription: 'Subscription',
    stepCard: 'Payment',
    goBack: 'Go back',
    next: 'Continue',
    submit: 'Start subscription',
    submitting: 'Creating your account…',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
    age: 'Age',
    gender: 'Gender',
    male: 'Male',
    female: 'Female',
    pins: 'Your PINs',
    parentalPin: 'Parental PIN',
    parentalPinHint: '4 numbers, asked before age-restricted titles.',
    purchasePin: 'Purchase PIN',
    purchasePinHint: '5 numbers, asked before rentals and locked channels.',
    chooseTitle: 'Choose your plan',
    chooseSubtitle: 'Pick the package that suits you. You can change it later.',
    packages: 'Subscription packages',
    noPackages: 'No subscription packages are available right now. Please try again later.',
    selectedPackage: 'Your plan',
    cardTitle: 'Payment details',
    cardFirstName: 'Cardholder first name',
    cardLastName: 'Cardholder last name',
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    expiryMonth: 'Expiry month',
    expiryYear: 'Expiry year',
    month: 'Month',
    year: 'Year',
    cvv: 'CVV',
    testCard: 'Test card: 4242 4242 4242 4242, any future expiry date and any 3-digit CVV.',
    cardSafety:
      'Your card goes straight to the payment provider; we keep only its brand and last four digits.',
  },
};

/** The shape of these texts in every language. */
export type RegisterTexts = Texts<typeof en>;
