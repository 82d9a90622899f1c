export { rentVod, rentVodMutationOptions, useRentVod } from './api/rent-vod';
export { markRented, withRentedProfile } from './model/mark-rented';
export {
  canConfirmRental,
  formatPrice,
  preselectedRentOption,
  rentOptions,
  rentRequestBody,
  type RentOption,
  type RentalQuote,
} from './model/rent-options';
