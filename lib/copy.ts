/** Sentences the spec fixes word for word, with the product name filled in. */
export const downloadSentence = (product: string) =>
  `To ride a ${product} Scooter, download the ${product} App from the Apple App Store or Google Play Store.`;

export const serviceAreaSentence = (product: string) =>
  `Hire, ride and park your ${product} within the pink boundary. Check the ${product} app for No Parking and No Riding Zones as well as city specific rules.`;
