/// Formats progress while mutants run: durations, the ETA, the line printed per finished mutant
/// and the live bar shown on a terminal. Pure.
///
/// ```swift
/// ProgressFormatter.duration(75.4)                              // "1m15s"
/// ProgressFormatter.eta(elapsed: 30, finished: 10, total: 40)    // 90
/// ProgressFormatter.bar(finished: 10, total: 40, eta: 90, width: 20)
/// // "[#####---------------] 10/40  ETA 1m30s"
/// ```
enum ProgressFormatter {
    /// `4.2s` under a minute, `1m05s` under an hour, `1h02m` beyond.
    static func duration(_ seconds: Double) -> String {
        let seconds = max(seconds, 0)
        if seconds < 60 {
            let tenths = Int((seconds * 10).rounded())
            return tenths >= 600 ? "1m00s" : "\(tenths / 10).\(tenths % 10)s"
        }
        let whole = Int(seconds.rounded())
        if whole < 3600 { return "\(whole / 60)m\(twoDigits(whole % 60))s" }
        return "\(whole / 3600)h\(twoDigits(whole % 3600 / 60))m"
    }

    /// Seconds left, assuming the remaining items take as long on average as the finished ones;
    /// nil before the first item finishes.
    static func eta(elapsed: Double, finished: Int, total: Int) -> Double? {
        guard finished > 0, total >= finished else { return nil }
        return elapsed / Double(finished) * Double(total - finished)
    }

    /// `ETA 1m30s`, `ETA --` when unknown, empty when done.
    static func etaText(_ eta: Double?, finished: Int, total: Int) -> String {
        guard finished < total else { return "" }
        return "ETA " + (eta.map(duration) ?? "--")
    }

    /// `[12/74]`, the counter padded so that lines align.
    static func counter(finished: Int, total: Int) -> String {
        let digits = String(total).count
        let number = String(finished)
        return "[" + String(repeating: " ", count: max(digits - number.count, 0)) + number + "/\(total)]"
    }

    /// The line printed when a mutant finishes:
    /// `[12/74] killed     transfer-double-submit  TransferTests/test_transfer_submitOnce  1.2s  ETA 38s`.
    static func line(for result: MutantResult, finished: Int, total: Int, eta: Double?, idWidth: Int) -> String {
        let parts = [
            counter(finished: finished, total: total),
            result.verdict.rawValue.padding(to: ResultTable.verdictWidth),
            result.defect.id.padding(to: idWidth),
            ResultTable.testsColumn(for: result),
            duration(result.duration),
            etaText(eta, finished: finished, total: total),
        ]
        return parts.filter { !$0.isEmpty }.joined(separator: "  ")
    }

    /// The live bar for a terminal: `[#####-----] 12/74  ETA 38s`.
    static func bar(finished: Int, total: Int, eta: Double?, width: Int = 30) -> String {
        let filled = total == 0 ? width : min(width, width * finished / total)
        let bar = "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]"
        let text = [bar, "\(finished)/\(total)", etaText(eta, finished: finished, total: total)]
        return text.filter { !$0.isEmpty }.joined(separator: "  ")
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}

extension String {
    /// The text padded with spaces on the right to `width` characters (never cut).
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// The text padded with spaces on the left to `width` characters (never cut).
    func leftPadding(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
