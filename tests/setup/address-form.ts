/** An address as the account page's form posts it ('+ Add New Address'), valid, with a landmark. */
export const HOME_ADDRESS = {
  newphonenumber: '9876543210',
  newaddress1: '12 MG Road',
  newaddress2: 'Second floor',
  newcity: 'Bengaluru',
  newpincode: '560001',
  newstate: 'Karnataka',
  newlandmark: 'Opposite the metro station',
  newaddresstype: 'Home',
};
