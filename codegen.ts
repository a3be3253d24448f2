import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema, two outputs: the server's resolver types (parents mapped to our Prisma-backed
// shapes) and the web client's typed documents. `npm run codegen` regenerates both;
// `npm run codegen:check` (part of `npm test`) fails when the committed files are stale.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/__generated__/**'],
  ignoreNoDocuments: true,
  generates: {
    'server/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.js#Context',
        mapperTypeSuffix: 'Parent',
        mappers: {
          Car: '../resolvers/mappers.js#Car',
          Supplier: '../resolvers/mappers.js#Supplier',
          Location: '../resolvers/mappers.js#Location',
          CarConnection: '../resolvers/mappers.js#CarConnection',
          CarEdge: '../resolvers/mappers.js#CarEdge',
          CarPrices: '../resolvers/mappers.js#Car',
          CarExtras: '../resolvers/mappers.js#Car',
          CarExtra: '../resolvers/mappers.js#CarExtra',
          LocalizedText: '../resolvers/mappers.js#Location',
          User: '../resolvers/mappers.js#User',
          CarSearchConnection: '../resolvers/mappers.js#CarSearchConnection',
          CarSearchEdge: '../resolvers/mappers.js#CarSearchEdge',
          SupplierCount: '../resolvers/mappers.js#SupplierCount',
          Quote: '../resolvers/mappers.js#Quote',
          Booking: '../resolvers/mappers.js#Booking',
          BookingConnection: '../resolvers/mappers.js#BookingConnection',
          BookingEdge: '../resolvers/mappers.js#BookingEdge',
          BookingExtras: '../resolvers/mappers.js#BookingExtras',
          CarOffer: '../resolvers/mappers.js#CarOffer',
          OpeningHours: '../resolvers/mappers.js#OpeningHours',
          CheckoutSessionStatus: '../resolvers/mappers.js#CheckoutSessionStatus',
          BookingConfirmation: '../resolvers/mappers.js#BookingConfirmation',
        },
        scalars: { Decimal: 'string', DateTime: 'Date | string', Upload: "Promise<import('graphql-upload-minimal').FileUpload> | null" },
      },
    },
    'web/src/__generated__/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { Decimal: 'string', DateTime: 'string', Upload: 'File' } },
    },
  },
};

export default config;
