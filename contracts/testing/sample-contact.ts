/** The company's contact details as tests of what carries them (structured data, datasheets) use them. */
export const SAMPLE_CONTACT = {
  companyName: 'Radhe Group of Industries',
  addressLine1: 'Suite 210, 25 West Market Street',
  addressLine2: 'West Chester, PA 19382, USA',
  email: 'enquiry@radhe-therm.example',
  phoneNumber: '+1 610 555 0142',
  productionSites: ['Plot 12, GIDC Makarpura, Vadodara 390010, Gujarat, India'],
};
