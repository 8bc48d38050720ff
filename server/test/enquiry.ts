/** A valid enquiry body for POST /api/contact (API tests), with a message that must arrive escaped in HTML mail. */
export const validEnquiry = {
  name: 'Asha Patel',
  email: 'asha@utility.example',
  phoneNo: '+91 98250 00000',
  option: 'Surge Arresters',
  vendor: 'Radhe',
  message: 'Please quote 120 pcs of 30 kV arresters.\n<script>alert(1)</script>',
  title: "What's On Your Mind?",
} as const;
