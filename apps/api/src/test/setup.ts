// Every API test file sees zod as the app configures it (Portuguese messages), whether or not an
// earlier file in its worker imported the app: files share their worker's modules (isolate: false).
import '@bilheteria/domain/zod-locale';
