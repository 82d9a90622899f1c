export { rentChannel, useRentChannel } from './api/rent-channel';
export { rentVod, useRentVod } from './api/rent-vod';
export { markChannelRented, withRentedChannelProfile } from './model/mark-channel-rented';
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
export type { Rentable, RentStep } from './ui/use-rent-flow';
