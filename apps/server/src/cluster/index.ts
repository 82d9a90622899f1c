export {
  changeNoticeSchema,
  createLocalChangeNotices,
  onNotice,
  type ChangeNotice,
  type ChangeNotices,
} from './change-notices.js';
export { aloneCluster, joinCluster, type Cluster, type ClusterLog } from './cluster.js';
export { createLocalLeases, type Leases } from './leases.js';
