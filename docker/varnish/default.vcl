# Varnish in front of the site's instances (issue 51): public pages and public GET answers are kept for their
# s-maxage and purged by surrogate key the moment a write changes them (server/src/core/shared-cache.ts).
# Needs Varnish 7 and its xkey module (Debian: apt-get install varnish varnish-modules). Each instance is told
# where to purge with SHARED_CACHE_PURGE_URLS=http://<varnish>/ (README "An HTTP cache in front").
vcl 4.1;

import directors;
import xkey;

# backends:begin (docker/compose.yaml's two instances: replace with yours)
probe ready {
  .url = "/readyz";
  .interval = 2s;
  .timeout = 1s;
  .window = 3;
  .threshold = 2;
}
backend app1 { .host = "app1"; .port = "3000"; .probe = ready; }
backend app2 { .host = "app2"; .port = "3000"; .probe = ready; }
sub vcl_init {
  new site = directors.round_robin();
  site.add_backend(app1);
  site.add_backend(app2);
}
# backends:end

# Who may purge: the instances, on the private network beside the cache.
acl purgers {
  "localhost";
  "127.0.0.1";
  "::1";
  "10.0.0.0"/8;
  "172.16.0.0"/12;
  "192.168.0.0"/16;
}

sub vcl_recv {
  set req.backend_hint = site.backend();
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "Name the surrogate keys in xkey-purge"));
    }
    set req.http.x-purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.x-purged));
  }
  # Every answer names its request: the visitor's own X-Request-Id where the site would take it (logger.ts),
  # else this cache's transaction id, which an instance's log lines carry on a miss and varnishlog shows for a
  # hit (the id the instance gave the request that filled the cache is no other visitor's).
  if (req.http.X-Request-Id !~ "^[A-Za-z0-9._:-]{1,64}$") {
    set req.http.X-Request-Id = "varnish-" + req.xid;
  }
  # Live updates: the WebSocket goes straight through.
  if (req.http.Upgrade ~ "(?i)websocket") {
    return (pipe);
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # Only the public pages and reads may be shared; sign-in, the API's other routes and the rest go through
  # with their cookies.
  if (req.url !~ "^/($|\?|browse|tournament/|match/|standings/|team/|player/|competition/|embed/|api/public/|graphql\?)") {
    return (pass);
  }
  # A signed-in visitor's pages and answers are theirs alone.
  if (req.http.Cookie ~ "(^|;\s*)pitchside\.sid=" || req.http.Authorization) {
    return (pass);
  }
  # A page asked for in a language by URL (?lang=es) sets the cookie that keeps the choice: not shared.
  if (req.url ~ "[?&]lang=") {
    return (pass);
  }
  # The language is all else an anonymous visitor sends that changes what they get: the kept choice (the
  # lang cookie), else the first of the site's languages their browser accepts, else English. It is folded
  # into Accept-Language, which the site reads and the hash keys on.
  if (req.http.Cookie ~ "(^|;\s*)lang=(en|es|fr|nl)(;|$)") {
    set req.http.Accept-Language = regsub(req.http.Cookie, "^(.*;\s*)?lang=(en|es|fr|nl)(;.*)?$", "\2");
  } elsif (req.http.Accept-Language ~ "(?i)^\s*(en|es|fr|nl)\b") {
    set req.http.Accept-Language = regsub(req.http.Accept-Language, "(?i)^\s*(en|es|fr|nl)\b.*$", "\1");
    set req.http.Accept-Language = regsuball(req.http.Accept-Language, "E", "e");
  } else {
    set req.http.Accept-Language = "en";
  }
  unset req.http.Cookie;
  return (hash);
}

sub vcl_hash {
  hash_data(req.http.Accept-Language);
}

sub vcl_pipe {
  if (req.http.Upgrade) {
    set bereq.http.Upgrade = req.http.Upgrade;
    set bereq.http.Connection = req.http.Connection;
  }
}

sub vcl_backend_response {
  # Only what the site marks shared (s-maxage, with its surrogate keys) is kept: never a signed-in answer,
  # an error or a write's answer, whatever their other headers say.
  if (beresp.http.Cache-Control !~ "s-maxage") {
    set beresp.uncacheable = true;
    set beresp.ttl = 1s;
    return (deliver);
  }
  # Kept for every visitor: not what the instance wrote for the one request that filled it, its request id
  # (vcl_deliver names each request's own) and its rate-limit budget (a hit spends none).
  unset beresp.http.X-Request-Id;
  unset beresp.http.RateLimit;
  unset beresp.http.RateLimit-Policy;
}

sub vcl_deliver {
  set resp.http.X-Request-Id = req.http.X-Request-Id;
  if (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  # The keys are for this cache; a CDN further out would read Surrogate-Key itself (README).
  unset resp.http.xkey;
}
