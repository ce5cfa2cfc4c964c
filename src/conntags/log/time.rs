//! The times the query logs write, as seconds since the epoch (taken as UTC
//! when the log names no zone: only differences between entries matter):
//! MySQL's ISO 8601 times to the microsecond, MariaDB's `YYMMDD H:MM:SS`
//! whole seconds, and the table layout's `DATETIME` and `TIME` columns.
//! Pure text to numbers; no clock is read. Fields are cut by byte
//! position, so text that is not a time (a log's bytes are any bytes) is
//! refused, never a panic.

/// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// A run of ASCII digits (and nothing else) as a number.
fn num(b: &[u8]) -> Option<i64> {
    if b.is_empty() || !b.iter().all(u8::is_ascii_digit) {
        return None;
    }
    b.iter().try_fold(0i64, |n, d| {
        n.checked_mul(10)?.checked_add(i64::from(d - b'0'))
    })
}

/// `2024-05-10T17:44:36.400424Z`, `...+08:00`, or without a zone (as UTC):
/// seconds since the epoch.
pub(super) fn iso_time(s: &str) -> Option<f64> {
    let s = s.trim();
    let b = s.as_bytes();
    if b.len() < 19 || b[10] != b'T' {
        return None;
    }
    let (y, mo, d) = (num(&b[0..4])?, num(&b[5..7])?, num(&b[8..10])?);
    let (h, mi, se) = (num(&b[11..13])?, num(&b[14..16])?, num(&b[17..19])?);
    let mut rest = s.get(19..)?;
    let mut frac = 0.0;
    if let Some(r) = rest.strip_prefix('.') {
        let digits = r.bytes().take_while(u8::is_ascii_digit).count();
        let mut scale = 0.1;
        for d in r[..digits].bytes() {
            frac += f64::from(d - b'0') * scale;
            scale /= 10.0;
        }
        rest = &r[digits..];
    }
    let offset = match rest {
        "" | "Z" => 0,
        z if z.len() == 6 && (z.starts_with('+') || z.starts_with('-')) => {
            let sign = if z.starts_with('-') { -1 } else { 1 };
            let z = z.as_bytes();
            sign * (num(&z[1..3])? * 3600 + num(&z[4..6])? * 60)
        }
        _ => return None,
    };
    let days = days_from_civil(y, mo, d);
    Some((days * 86_400 + h * 3600 + mi * 60 + se - offset) as f64 + frac)
}

/// `240515 17:02:39` / `240515  7:02:39` (local time, no zone): seconds
/// since the epoch as if it were UTC (only differences matter).
pub(super) fn short_time(s: &str) -> Option<i64> {
    let s = s.trim();
    let (date, time) = s.split_once(' ')?;
    let time = time.trim_start();
    let date = date.as_bytes();
    if date.len() != 6 {
        return None;
    }
    let (y, mo, d) = (
        num(&date[0..2])? + 2000,
        num(&date[2..4])?,
        num(&date[4..6])?,
    );
    let mut t = time.split(':').map(str::as_bytes);
    let (h, mi, se) = (num(t.next()?)?, num(t.next()?)?, num(t.next()?.get(0..2)?)?);
    Some(days_from_civil(y, mo, d) * 86_400 + h * 3600 + mi * 60 + se)
}

/// A `DATETIME` column, `YYYY-MM-DD HH:MM:SS[.ffffff]` (server time, no
/// zone), as seconds.
pub(super) fn datetime(s: &str) -> Option<f64> {
    if s.len() < 19 || s.as_bytes()[10] != b' ' {
        return None;
    }
    iso_time(&format!("{}T{}", &s[..10], &s[11..]))
}

/// A `TIME` column, `HH:MM:SS[.ffffff]` (hours may exceed 24), as seconds.
pub(super) fn duration(s: &str) -> Option<f64> {
    let mut it = s.splitn(3, ':');
    let h: f64 = it.next()?.parse().ok()?;
    let m: f64 = it.next()?.parse().ok()?;
    let sec: f64 = it.next()?.parse().ok()?;
    Some(h * 3600.0 + m * 60.0 + sec)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks() {
        assert_eq!(iso_time("1970-01-01T00:00:01Z"), Some(1.0));
        let t = iso_time("2024-05-10T17:44:36.400424Z").unwrap();
        assert!((t - 1_715_363_076.400424).abs() < 1e-6, "{t}");
        let z = iso_time("2024-05-10T19:44:36.400424+02:00").unwrap();
        assert!((z - t).abs() < 1e-6);
        assert!(iso_time("2024-05-10 17:44:36").is_none());
        assert_eq!(short_time("240515 17:02:39"), Some(1_715_792_559));
        assert_eq!(short_time("261201  0:06:36").map(|s| s % 86_400), Some(396));
        assert!(short_time("garbage").is_none());
        // Bytes that are not a time are refused wherever they cut a character.
        assert!(iso_time("2024-€00T00:00:00.000000Z").is_none());
        assert!(iso_time("2024-05-10T17:44:36€").is_none());
        assert!(iso_time("2024-05-10T17:44:36+€00").is_none());
        assert!(short_time("24€5 17:02:39").is_none());
    }
}
