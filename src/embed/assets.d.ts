/** Font files are bundled as binary data (wrangler.toml [[rules]] type "Data"). */
declare module "*.ttf" {
  const data: ArrayBuffer;
  export default data;
}
