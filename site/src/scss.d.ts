declare module '*.module.scss' {
  const classes: Record<string, string>;
  export = classes;
}

/** Images imported by code: Gatsby's url-loader gives their URL, or a data URI when under 10 KB. */
declare module '*.svg' {
  const url: string;
  export default url;
}
