//! Secret redaction: every message poolctl prints passes through [`scrub`].
//!
//! Two layers: passwords that poolctl resolved (from URLs, password files or
//! `MYSQL_PWD`) are registered here and replaced wherever they appear, and any
//! `scheme://user:password@host` in a text has its password replaced even when it
//! was never registered (a URL quoted back by a library error, say).

use std::sync::{Mutex, OnceLock};

pub const MASK: &str = "***";

fn registry() -> &'static Mutex<Vec<String>> {
    static SECRETS: OnceLock<Mutex<Vec<String>>> = OnceLock::new();
    SECRETS.get_or_init(|| Mutex::new(Vec::new()))
}

/// Remember a secret so that [`scrub`] removes it from any text. Its
/// percent-encoded form (as it appears in a URL) is registered too.
pub fn register(secret: &str) {
    if secret.is_empty() {
        return;
    }
    let mut list = registry().lock().unwrap_or_else(|e| e.into_inner());
    let mut forms = vec![secret.to_string()];
    // The form it takes inside a URL's userinfo, and inside a query string.
    if let Ok(mut u) = url::Url::parse("mysql://user@host")
        && u.set_password(Some(secret)).is_ok()
        && let Some(p) = u.password()
    {
        forms.push(p.to_string());
    }
    forms.push(url::form_urlencoded::byte_serialize(secret.as_bytes()).collect());
    for s in forms {
        if !list.contains(&s) {
            list.push(s);
        }
    }
    // Longest first, so that a secret containing another is replaced whole.
    list.sort_by_key(|s| std::cmp::Reverse(s.len()));
}

/// Replace every registered secret and every URL password in `text`.
pub fn scrub(text: &str) -> String {
    let mut out = scrub_url_passwords(text);
    let list = registry().lock().unwrap_or_else(|e| e.into_inner());
    for secret in list.iter() {
        if out.contains(secret.as_str()) {
            out = out.replace(secret.as_str(), MASK);
        }
    }
    out
}

/// Replace the password of every `scheme://user:password@` in `text`.
pub fn scrub_url_passwords(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(pos) = rest.find("://") {
        let (head, tail) = rest.split_at(pos + 3);
        out.push_str(head);
        // The authority ends at the first '/', '?', '#' or whitespace.
        let end = tail
            .find(|c: char| c == '/' || c == '?' || c == '#' || c.is_whitespace())
            .unwrap_or(tail.len());
        let authority = &tail[..end];
        match (authority.rfind('@'), authority.find(':')) {
            (Some(at), Some(colon)) if colon < at => {
                out.push_str(&authority[..=colon]);
                out.push_str(MASK);
                out.push_str(&authority[at..]);
            }
            _ => out.push_str(authority),
        }
        rest = &tail[end..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn url_password_is_masked() {
        assert_eq!(
            scrub_url_passwords("cannot connect to mysql://app:s3cr%40t@db:3306/shop now"),
            "cannot connect to mysql://app:***@db:3306/shop now"
        );
        assert_eq!(
            scrub_url_passwords("mysql://app@db/shop and mysql://a:b@c"),
            "mysql://app@db/shop and mysql://a:***@c"
        );
        assert_eq!(
            scrub_url_passwords("no url here: a:b@c"),
            "no url here: a:b@c"
        );
    }

    #[test]
    fn registered_secret_is_masked_anywhere() {
        register("hunter2-registered");
        let out = scrub("Access denied; password was hunter2-registered (and hunter2-registered)");
        assert!(!out.contains("hunter2-registered"), "{out}");
        assert_eq!(out.matches(MASK).count(), 2);
    }

    #[test]
    fn percent_encoded_form_is_masked() {
        register("p@ss word/x");
        let out = scrub("userinfo p%40ss%20word%2Fx query p%40ss+word%2Fx tail");
        assert!(!out.contains("p%40ss"), "{out}");
    }
}
