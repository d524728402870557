vcl 4.1;

# The origins this cache fetches from, who may purge it and with what token: the one file an operator edits.
# site.vcl includes it (found through vcl_path, see site.vcl) and imports the directors module it uses.

# An origin is taken out of rotation once two of its last three readiness checks failed.
probe site_ready {
  .url = "/readyz";
  .interval = 1s;
  .timeout = 1s;
  .window = 3;
  .threshold = 2;
}

# One backend per origin server (the site's PORT, 8080 by default); add more beside it and in vcl_init.
backend origin1 {
  .host = "127.0.0.1";
  .port = "8080";
  .probe = site_ready;
}

# The addresses allowed to purge: the origins, which purge on every promote, rollback and change of the facts.
acl purgers {
  "127.0.0.1";
  "::1";
}

# The token the servers purge with (their CACHE_PURGE_TOKEN, sent as "Authorization: Bearer <token>"):
# write it between the quotes, or between {" and "} if it holds a double quote, and a purge without it
# is refused. "" means no token is set, and the purgers ACL alone decides who may purge.
sub site_purge_token {
  set req.http.X-Site-Purge-Token = "";
}

sub vcl_init {
  # Requests take turns among the healthy origins.
  new origins = directors.round_robin();
  origins.add_backend(origin1);
}

sub site_origin {
  set req.backend_hint = origins.backend();
}
