vcl 4.1;

# The shared cache in front of the site's origins. It keeps the live documents the origin marks as
# public for their s-maxage, files them under the keys the origin names so a promote can purge
# exactly what changed, and never keeps anything personal or staged.
#
# Run it with the folder of this file on vcl_path, since the includes below are looked up there:
#   varnishd -a :6081 -f /path/to/ops/varnish/site.vcl -p vcl_path=/path/to/ops/varnish -s malloc,256m
# The origins purge it with `PURGE /` and an `xkey-purge` header (CACHE_PURGE_URLS=http://127.0.0.1:6081/),
# and with their CACHE_PURGE_TOKEN as a bearer token, which origins.vcl may require.

import std;
import xkey;
import directors;

# The origins, the health probe, the purgers ACL and the purge token: the part an operator edits.
include "origins.vcl";
# The route table's rewrites, written by `npm run build` (or `npm run cache:vcl`).
include "routes.vcl";

sub vcl_recv {
  # A client never sends the stale marker: only a restart made by vcl_synth carries it.
  if (req.restarts == 0) {
    unset req.http.X-Site-Stale-If-Error;
  }
  call site_origin;

  # Host names are case-insensitive, so one spelling is used for the decisions and the key below.
  if (req.http.host) {
    set req.http.host = std.tolower(req.http.host);
  }

  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Not allowed to purge"));
    }
    # Set here, whatever the client sent under that name, so only origins.vcl decides the token.
    call site_purge_token;
    # VCL has no constant-time comparison, so this plain one may leak by timing how much of a guess was
    # right; only the purgers' addresses get to guess at all.
    if (req.http.X-Site-Purge-Token != "" && req.http.Authorization != "Bearer " + req.http.X-Site-Purge-Token) {
      unset req.http.X-Site-Purge-Token;
      return (synth(403, "Not allowed to purge"));
    }
    unset req.http.X-Site-Purge-Token;
    # A soft purge only marks the copies out of date: they are still served while the origins are down,
    # or during stale-while-revalidate while a fresh one is fetched (what a server that just started asks).
    if (req.http.xkey-softpurge ~ "^ *[A-Za-z0-9@._-]+( +[A-Za-z0-9@._-]+)* *$") {
      return (synth(200, "Soft-purged " + xkey.softpurge(req.http.xkey-softpurge) + " objects"));
    }
    if (req.http.xkey-purge !~ "^ *[A-Za-z0-9@._-]+( +[A-Za-z0-9@._-]+)* *$") {
      return (synth(400, "Name the keys to purge in the xkey-purge header (or xkey-softpurge), separated by spaces"));
    }
    # The count is xkey's: a copy filed under several of the named keys counts once per key.
    return (synth(200, "Purged " + xkey.purge(req.http.xkey-purge) + " objects"));
  }

  # Only reads can be shared; a write always reaches the origin.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # A signed-in request is answered for its sender alone.
  if (req.http.Authorization) {
    return (pass);
  }
  # The API, the operators' endpoints, releases and staged content are personal or change on every request.
  if (req.url ~ "^/(api(/|\?|$)|metrics|livez|readyz|releases|_preview|_staged)") {
    return (pass);
  }
  # A preview host, or a preview cookie on any host, asks for content meant for one reviewer.
  if (req.http.host ~ "^preview\." || req.http.Cookie ~ "(^|;) *site_preview=") {
    return (pass);
  }

  # A canary's side, the one cookie a live document depends on: copied into the header the origin reads
  # (and keys its answer by, while a canary runs), 'none' for a visitor who has none yet, whom
  # vcl_deliver draws one. A client's own X-Site-Side is never taken; a restart keeps the one drawn.
  if (req.restarts == 0) {
    if (req.http.Cookie ~ "(^|;) *site_side=(canary|live)\.[0-9a-f-]+ *(;|$)") {
      set req.http.X-Site-Side = regsub(req.http.Cookie, "^(.*; *)?site_side=((canary|live)\.[0-9a-f-]+).*$", "\2");
    } else {
      set req.http.X-Site-Side = "none";
    }
    unset req.http.X-Site-Side-Drawn;
  }
  # Live documents read no other cookie, so none may reach the origin or stop the answer being kept.
  unset req.http.Cookie;
  # The origin answers the same for a host with or without a port, so it is asked for the name alone, as it is keyed.
  if (req.http.host) {
    set req.http.host = regsub(req.http.host, ":[0-9]+$", "");
  }
  call site_routes;

  if (req.restarts > 0 && req.http.X-Site-Stale-If-Error) {
    # The origins just failed this request, so any copy still kept beats an error page; req.grace outlives a
    # restart and cannot be unset, so it is raised above any stale-if-error and the copy's own grace decides.
    set req.grace = 365d;
  } elsif (std.healthy(req.backend_hint)) {
    # With the origins up, a copy past its s-maxage is served only within stale-while-revalidate while a fresh one is fetched.
    set req.grace = 30s;
  }
  # With every origin sick, req.grace stays unset and any copy kept (up to its stale-if-error) is served.

  # The builtin rules still apply: a request without a Host on HTTP/1.1 is refused.
}

sub vcl_hash {
  # One copy per address and site host name, whatever the case or port the client wrote.
  hash_data(req.url);
  if (req.http.host) {
    hash_data(std.tolower(regsub(req.http.host, ":[0-9]+$", "")));
  }
  return (lookup);
}

sub vcl_synth {
  # A shared read whose fetch failed (abandoned below) gets one more try, allowed to take a stale copy.
  if (resp.status == 503 && req.restarts == 0 && (req.method == "GET" || req.method == "HEAD")) {
    set req.http.X-Site-Stale-If-Error = "1";
    return (restart);
  }
}

sub vcl_backend_response {
  # An origin error on a shared read is dropped so the copy it would replace survives: the client
  # side then restarts and may serve that copy; the restarted fetch delivers the error if none is kept.
  if (beresp.status >= 500 && !bereq.uncacheable && (bereq.is_bgfetch || !bereq.http.X-Site-Stale-If-Error)) {
    return (abandon);
  }

  # A copy is kept after its s-maxage for as long as the origin allows serving it while the origins are down.
  std.collect(beresp.http.Cache-Control);
  if (beresp.http.Cache-Control ~ "(?i)(^|[ ,])stale-if-error=[0-9]+") {
    set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "(?i)^(.*[ ,])?stale-if-error=([0-9]+).*$", "\2") + "s", 0s);
  } else {
    set beresp.grace = 0s;
  }

  # No return here: the builtin rules that keep private, no-store, no-cache and Set-Cookie answers out of the cache follow.
}

sub vcl_backend_error {
  # A failed connection on a shared read is dropped like an origin error, for the same restart.
  if (!bereq.uncacheable && (bereq.is_bgfetch || !bereq.http.X-Site-Stale-If-Error)) {
    return (abandon);
  }
}

sub vcl_backend_fetch {
  # The draw is this cache's own business: the origin reads the side alone.
  unset bereq.http.X-Site-Side-Drawn;
}

sub vcl_deliver {
  # While a canary runs the origin names it and its share (X-Site-Canary: <release>-<tag> <percent>). A
  # visitor without a side of that canary is drawn one here and asked again for that side's copy; the
  # answer keeps the side in a cookie that holds nothing else.
  if (resp.http.X-Site-Canary && req.restarts == 0 && req.http.X-Site-Side) {
    set req.http.X-Site-Canary-Release = regsub(resp.http.X-Site-Canary, " .*$", "");
    if (req.http.X-Site-Side != "canary." + req.http.X-Site-Canary-Release &&
        req.http.X-Site-Side != "live." + req.http.X-Site-Canary-Release) {
      if (std.random(0, 100) < std.real(regsub(resp.http.X-Site-Canary, "^.* ", ""), 0)) {
        set req.http.X-Site-Side = "canary." + req.http.X-Site-Canary-Release;
      } else {
        set req.http.X-Site-Side = "live." + req.http.X-Site-Canary-Release;
      }
      set req.http.X-Site-Side-Drawn = "1";
      return (restart);
    }
  }
  if (req.http.X-Site-Side-Drawn && resp.http.X-Site-Canary) {
    if (req.http.X-Forwarded-Proto == "https") {
      set resp.http.Set-Cookie = "site_side=" + req.http.X-Site-Side + "; Path=/; Max-Age=1209600; HttpOnly; SameSite=Lax; Secure";
    } else {
      set resp.http.Set-Cookie = "site_side=" + req.http.X-Site-Side + "; Path=/; Max-Age=1209600; HttpOnly; SameSite=Lax";
    }
  }
  unset resp.http.X-Site-Canary;
  # The purge keys are this cache's business, not the browser's.
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.Cache-Tag;
  # Whether the answer came from the cache, for operators and tests.
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}
