export {
  changeNoticeSchema,
  createLocalChangeNotices,
  onNotice,
  type ChangeNotice,
  type ChangeNotices,
} from './change-notices.js';
export { aloneCluster, joinCluster, type Cluster, type ClusterLog } from './cluster.js';
