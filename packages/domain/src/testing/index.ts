// Builders and fakes for tests, here and in other packages ("@admission/domain/testing").
export * from './file-bytes';
export * from './image-files';
export * from './png-fixtures';
export * from './candidate-file.builder';
export * from './image-probe.fake';
export * from './fixed-clock';
export * from './entities.builders';
export * from './brand-config.builder';
export * from './ports.fakes';
export * from './rights.builders';
export * from './review.builders';
export * from './reason-wordings.builder';
