vcl 4.1;
# The HTTP cache in front of the storefront's origins (docs/decisions/021-http-cache-in-front.md),
# for Varnish 7.1 and varnish-modules' xkey. Started by `npm run edge` (scripts/edge.ts), which
# writes what depends on the environment into the working directory beside this file:
#   origins.vcl   the probe, one backend per EDGE_ORIGINS entry, the round-robin director `origins`,
#                 sub edge_retry_origin: where a retried fetch goes
#   purgers.vcl   acl purgers: the addresses EDGE_PURGE_ALLOW lets purge
#   beacons.vcl   with a plain-HTTP MONITORING_INTAKE_URL, the intake as a backend and
#                 sub edge_beacon*: the monitoring SDK's beacons go to it from here
#   keys.vcl      sub edge_key_url: the address with only the query parameters a page
#                 reads (from src/lib/tracking-params.ts), in req.http.x-edge-url, and the
#                 Host when a page may differ by it (loopback, SITE_HOSTS) in x-edge-host;
#                 sub edge_static_file: build files and public/'s files lose their cookies;
#                 sub edge_first_view: a site-API session without a price context passes;
#                 sub edge_price_context: a group's context without a session is dropped;
#                 sub edge_shared_cookies, edge_cookie_key: the cookies a document may
#                 depend on (src/lib/shared-cookies.ts), kept and in the key
#
# What is shared: a GET/HEAD answer the origin calls `public` with an s-maxage and no
# Set-Cookie, keyed by its address less the parameters no page reads, its host, whether the
# client takes gzip and the only cookies a document depends on (src/lib/shared-cookies.ts:
# locale, price-context; with MOCKS=on also mock-state and its old name mock-scenario).
# Everything else passes with its cookies.

import std;
import directors;
import cookie;
import xkey;
import header;

include "origins.vcl";
include "purgers.vcl";
include "beacons.vcl";
include "keys.vcl";

sub vcl_recv {
  set req.backend_hint = origins.backend();
  # the edge's own marks: never from a client
  unset req.http.x-edge-url;
  unset req.http.x-edge-host;
  unset req.http.x-edge-identity;
  unset req.http.x-edge-beacon;
  # every request its own id, for the origin's log lines and the shopper's answer (a stored
  # copy keeps none: vcl_backend_response)
  if (!req.http.x-request-id) {
    set req.http.x-request-id = "edge-" + req.xid + "-" +
      std.real2integer(std.random(0, 999999999), 0);
  }

  if (req.method == "PURGE") {
    call edge_purge;
  }
  call edge_operator_paths;
  # a monitoring beacon the edge can send on itself costs no origin a request
  call edge_beacon;
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # the shopper's own answers, QA's mock tools, operators' endpoints
  if (req.url ~ "^/(api/|__mocks|__scenarios|dd_metrics|healthz|readyz)") {
    return (pass);
  }
  # CMS preview (src/lib/cms-preview.ts) and mock switches (?mock=, ?mock-scenario=, ?mock-fault=)
  if (req.url ~ "[?&](builder\.preview|builder\.space|apiKey|builder\.overrides\.[^=&]*|mock(-[a-z]+)?)(=|&|$)") {
    return (pass);
  }
  if (req.http.Authorization) {
    return (pass);
  }

  # a file is the same bytes for every shopper: one copy, whatever their cookies
  call edge_static_file;
  # a document depends on no other cookie: the origin never sees the rest, so it cannot
  # render anything of the shopper into what is shared
  if (req.http.Cookie) {
    cookie.parse(req.http.Cookie);
    call edge_first_view;
    call edge_price_context;
    # src/lib/shared-cookies.ts; a price context the origin did not sign gets the public
    # page from it, uncached here (docs/decisions/026-price-context.md)
    call edge_shared_cookies;
    set req.http.Cookie = cookie.get_string();
    if (req.http.Cookie == "") {
      unset req.http.Cookie;
    }
  }
  call edge_key_url;

  # no req.grace: an expired or purged copy is served within its own grace (the origin's
  # stale-if-error) while one fetch refreshes it in the background, so a slow, failing or
  # degraded origin never holds a shopper who has a copy; a fetch that does not bring a
  # whole page leaves the copy in place (vcl_backend_response)
  return (hash);
}

# what operators read on each origin (its metrics, its deep readiness) is not the public's:
# asked on the origin's own address, never through the edge (docs/operations.md#health)
sub edge_operator_paths {
  if (req.url ~ "^/(metrics|readyz)([/?]|$)") {
    return (synth(404, "Not Found"));
  }
}

sub edge_purge {
  if (client.ip !~ purgers) {
    return (synth(403, "Forbidden"));
  }
  if (req.http.xkey-softpurge) {
    set req.http.x-edge-purged = xkey.softpurge(req.http.xkey-softpurge);
  } elsif (req.http.xkey-purge) {
    set req.http.x-edge-purged = xkey.purge(req.http.xkey-purge);
  } else {
    return (synth(400, "Name the tags in xkey-softpurge or xkey-purge"));
  }
  return (synth(200, "Purged " + req.http.x-edge-purged));
}

sub vcl_hash {
  hash_data(req.http.x-edge-url);
  hash_data(req.http.x-edge-host);
  # a client that takes no gzip (Varnish has just removed its Accept-Encoding) gets a copy
  # of its own, fetched uncompressed: Varnish unzips a gzip copy for it into 32 kB blocks
  # (gzip_buffer), so on a miss it would get no streamed shell, nothing at all until the
  # origin's page had ended (docs/decisions/028-the-edge-keeps-its-good-copy.md)
  if (!req.http.Accept-Encoding) {
    hash_data("identity");
    set req.http.x-edge-identity = "1";
  }
  if (req.http.Cookie) {
    call edge_cookie_key;
  }
  return (lookup);
}

sub vcl_backend_fetch {
  call edge_beacon_fetch;
  call edge_retry_origin;
  # the origin renders a page the same with or without them: it is asked once, without
  if (bereq.http.x-edge-url) {
    set bereq.url = bereq.http.x-edge-url;
  }
  unset bereq.http.x-edge-url;
  unset bereq.http.x-edge-host;
  # Varnish asks for gzip whatever the client takes: the copy for a client without gzip
  # is asked for without it (vcl_hash)
  if (bereq.http.x-edge-identity) {
    unset bereq.http.Accept-Encoding;
  }
  unset bereq.http.x-edge-identity;
}

sub vcl_backend_response {
  call edge_beacon_response;
  if (bereq.uncacheable) {
    return (deliver);
  }
  # a refresh that brought no whole page (an error, or the origin's mark on a page with a
  # fallback, a placeholder or its own stale copy in it: src/middleware/document/page-response.ts)
  # leaves the last good copy in place, to be refreshed by a later request
  if (bereq.is_bgfetch && (beresp.status >= 500 || beresp.http.x-page-degraded)) {
    return (abandon);
  }
  # with no copy to serve instead, the shopper gets the origin's own answer, never kept:
  # its error page with its status and Retry-After, or the page as far as it could be made
  if (beresp.status >= 500 || beresp.http.x-page-degraded) {
    call vcl_beresp_hitmiss;
  }
  # per request: a copy is delivered with the id of the request it answers (vcl_deliver)
  unset beresp.http.x-request-id;
  # a build file: content-hashed, the same bytes for a year (the origin marks only the
  # files its static handler served as immutable)
  if (bereq.url ~ "^/assets/" && beresp.status == 200 &&
      beresp.http.Cache-Control ~ "immutable") {
    unset beresp.http.Set-Cookie;
    set beresp.ttl = 365d;
    return (deliver);
  }
  # a file of public/ (favicon, images, vendor scripts): no caching header, the same bytes
  # for everyone; every document and answer of the app says what may be kept
  if (!beresp.http.Cache-Control && !beresp.http.Set-Cookie && beresp.status == 200) {
    set beresp.ttl = 10m;
    set beresp.grace = 1h;
    return (deliver);
  }
  # never kept: whatever sets a cookie, and whatever the origin does not call public
  if (beresp.http.Set-Cookie || beresp.http.Cache-Control !~ "(?i)\bpublic\b" ||
      beresp.http.Cache-Control ~ "(?i)no-store|no-cache|private" || beresp.http.Vary == "*") {
    call vcl_beresp_hitmiss;
  }
  # how the origin made this one answer (its render cache's hit or miss) is not the copy's
  unset beresp.http.x-render-cache;
  # the copy outlives its freshness by the origin's stale-if-error, never less than a minute
  # (Varnish reads s-maxage and stale-while-revalidate itself)
  set beresp.grace = std.duration(
    regsub(beresp.http.Cache-Control, "^.*\bstale-if-error=([0-9]+).*$", "\1s"), 60s);
  if (beresp.grace < 60s) {
    set beresp.grace = 60s;
  }
  return (deliver);
}

sub vcl_backend_error {
  call edge_beacon_error;
  call edge_retry_elsewhere;
  if (bereq.is_bgfetch) {
    # as a 5xx: the last copy stays
    return (abandon);
  }
  # no copy to fall back on: a short page at once
  set beresp.ttl = 0s;
  set beresp.grace = 0s;
  set beresp.http.Content-Type = "text/plain; charset=utf-8";
  set beresp.http.Cache-Control = "no-store";
  set beresp.http.Retry-After = "5";
  set beresp.body = {"Service unavailable: please try again in a moment.
"};
  return (deliver);
}

# a connection to an origin failed (refused: it is restarting; reset: it just closed): a
# request that is safe to send twice goes once to another origin (edge_retry_origin) before
# the edge falls back to its last copy or a 503
sub edge_retry_elsewhere {
  if (bereq.retries == 0 && (bereq.method == "GET" || bereq.method == "HEAD")) {
    set bereq.http.x-edge-failed-origin = beresp.backend.name;
    return (retry);
  }
}

sub vcl_synth {
  set resp.http.Cache-Control = "no-store";
  if (req.method == "PURGE" || resp.status == 400 || resp.status == 403) {
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    set resp.body = resp.reason + {"
"};
    return (deliver);
  }
  set resp.http.Content-Type = "text/html; charset=utf-8";
  set resp.http.Retry-After = "5";
  set resp.body = {"<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>"} +
    resp.status + " " + resp.reason + {"</title></head><body><h1>"} + resp.reason +
    {"</h1><p>Please try again in a moment.</p></body></html>
"};
  return (deliver);
}

sub vcl_deliver {
  # for operators, tests and the bench: was this answered here or by an origin
  if (obj.uncacheable) {
    set resp.http.x-edge-cache = "pass";
  } elsif (obj.hits > 0 && obj.ttl <= 0s) {
    # a copy past its freshness: served while one fetch refreshes it
    set resp.http.x-edge-cache = "stale";
  } elsif (obj.hits > 0) {
    set resp.http.x-edge-cache = "hit";
  } else {
    set resp.http.x-edge-cache = "miss";
  }
  call edge_beacon_deliver;
  set resp.http.x-request-id = req.http.x-request-id;
  unset resp.http.xkey;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
}
