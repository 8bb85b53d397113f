/**
 * The server as people run it (main.ts) is a production server: libraries that read NODE_ENV when they
 * load choose their production code. React, which renders the pages on the server (modules/seo), loads
 * a development build otherwise that checks every render: a listing page or a page of results then took
 * twice the CPU (28.8 against 14.1 ms on average) and the process kept 49 MB more (decision 0056).
 * main.ts imports this first, before anything that could load such a library; a NODE_ENV set by whoever
 * starts the server (`development`) still wins, and the tests run as `test`.
 */
process.env.NODE_ENV ??= 'production';
