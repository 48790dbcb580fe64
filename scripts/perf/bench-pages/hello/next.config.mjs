// The hello-world app of `npm run bench:pages`: the same Next.js as the site, nothing else, so the
// site's throughput can be read as a share of what this machine and Next.js serve at best.
const config = { poweredByHeader: false };

export default config;
