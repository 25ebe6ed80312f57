// The file limits of spec §5 and §9, in one place.

/** 2 MB: the largest file a candidate may upload. */
export const MAX_FILE_SIZE_BYTES = 2_097_152;
/** Largest width or height of an image, in pixels. */
export const MAX_IMAGE_DIMENSION_PX = 10_000;
/** How long an image may take to load before it counts as invalid. */
export const IMAGE_LOAD_TIMEOUT_MS = 5_000;
/** Longest stored file name, extension included. */
export const MAX_FILE_NAME_LENGTH = 255;
/** How many leading bytes the signature check reads. */
export const SIGNATURE_HEAD_BYTES = 20;
/** Cache-Control max-age of a stored document, in seconds. */
export const STORAGE_CACHE_CONTROL_SECONDS = 3_600;
