// The portal's brands are the domain's BRAND_CONFIG, the one source the local backend and the test builders read too.
export { BRAND_CONFIG as brandConfig } from '@admission/domain';
