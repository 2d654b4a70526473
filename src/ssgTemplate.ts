/**
 * Fired on the document once the last of the page's scripts has run or failed to load: the base
 * URL banner (a patched Docusaurus component, see src/plugins/dependency-patches) checks then,
 * rather than at DOMContentLoaded, whether the app started.
 */
export const siteScriptsSettledEvent = 'docusaurus-scripts-settled';

/**
 * The attribute of the page's inline start-up script that lists the site's scripts it adds (a JSON
 * array of URLs), for that script and for the size budget, which reads it from the built HTML.
 */
export const siteScriptsAttribute = 'data-site-scripts';

const startScriptsAfterFirstPaint = `
(function (scripts) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    scripts.forEach(function (src, index) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      if (index === scripts.length - 1) {
        script.addEventListener('load', settled);
        script.addEventListener('error', settled);
      }
      document.head.appendChild(script);
    });
  }
  function settled() {
    document.dispatchEvent(new Event('${siteScriptsSettledEvent}'));
  }
  var paintTiming = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (document.visibilityState !== 'visible' || !paintTiming || paintTiming.indexOf('paint') < 0) {
    start();
    return;
  }
  new PerformanceObserver(function (entries) {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) start();
  }).observe({type: 'paint', buffered: true});
  document.addEventListener('visibilitychange', start, {once: true});
})(JSON.parse(document.currentScript.getAttribute('${siteScriptsAttribute}')));
`;

/**
 * The HTML page every route is built into: Docusaurus 3.10's own template (core's
 * ssg/ssgTemplate.html.js), but for how the page's scripts start.
 *
 * Docusaurus loads them with `defer`, which runs them as soon as the HTML is parsed. When they are
 * already at hand (cached on a repeat visit, or on a fast connection) that is before the browser
 * has painted anything: the reader waits for the first part of the app's start-up to see the page
 * the HTML already holds. Here they are fetched and run once the page has first painted content
 * (the paint timing entry; at once where the browser cannot report it, or for a hidden tab, which
 * does not paint). Inserted scripts with `async = false` run in their order, as deferred ones do.
 *
 * They are not preloaded from the head: the page does not need them to paint, and fetched early
 * (main.js is some 145 KB gzip) they share the network with the HTML and the stylesheet, and the
 * CPU with the first layout while the browser compiles them. In Lighthouse (mobile, LexicalEditor
 * page) preloading them cost blocking time in 10 of 12 alternating pairs of runs.
 */
export const ssgTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script ${siteScriptsAttribute}="<%= JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>">${startScriptsAfterFirstPaint}</script>
  </body>
</html>
`;
