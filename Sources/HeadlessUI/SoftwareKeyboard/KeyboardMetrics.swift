import Foundation

/// The vertical and horizontal measurements of a key plane, and the geometry that places its keys.
///
/// Heights include the bottom safe area, as iOS's keyboard frame does. Only the total height is a
/// fidelity figure (336 pt on the iPhone: see ``SoftwareKeyboard/phoneKeyboardHeight``); the key
/// sizes inside are approximations chosen so the rows fill the plane like iOS's.
struct KeyboardMetrics: Equatable {
    /// Total height of the plane, bottom safe area included.
    var height: CGFloat
    /// The predictive (QuickType) bar at the top, empty in HeadlessUI.
    var barHeight: CGFloat
    /// Space between the bar and the first row.
    var topPadding: CGFloat
    /// Vertical space between rows.
    var rowGap: CGFloat
    /// Space below the last row: globe/dictation area and the bottom safe area.
    var bottomArea: CGFloat
    /// Space at the left and right edges.
    var sideMargin: CGFloat
    /// Horizontal space between keys.
    var keyGap: CGFloat

    /// The measurements for a plane on a device idiom.
    static func metrics(for plane: SoftwareKeyboardPlane, idiom: UIUserInterfaceIdiom) -> KeyboardMetrics {
        if idiom == .pad {
            return KeyboardMetrics(
                height: SoftwareKeyboard.padKeyboardHeight, barHeight: 55, topPadding: 6, rowGap: 8,
                bottomArea: 26, sideMargin: 6, keyGap: 12
            )
        }
        if plane.isDigitPad {
            return KeyboardMetrics(
                height: SoftwareKeyboard.phoneDigitPadHeight, barHeight: 0, topPadding: 6, rowGap: 7,
                bottomArea: 79, sideMargin: 6, keyGap: 6
            )
        }
        return KeyboardMetrics(
            height: SoftwareKeyboard.phoneKeyboardHeight, barHeight: 45, topPadding: 8, rowGap: 12,
            bottomArea: 79, sideMargin: 3, keyGap: 6
        )
    }

    /// The height of each row for `rowCount` rows.
    func rowHeight(rowCount: Int) -> CGFloat {
        guard rowCount > 0 else { return 0 }
        let available = height - barHeight - topPadding - bottomArea - CGFloat(rowCount - 1) * rowGap
        return Swift.max(0, available / CGFloat(rowCount))
    }

    /// The frame of every slot of `rows` in a plane of `width` (gaps included, as `nil`-kind slots).
    ///
    /// The letter-key unit comes from the first row, which fills the width. Other rows keep that unit;
    /// their flexible keys share the spare width, and rows without flexible keys are centred. A row
    /// too wide for the plane is scaled down.
    func frames(for rows: [[KeyboardKeySpec]], width: CGFloat) -> [[CGRect]] {
        let usable = Swift.max(0, width - 2 * sideMargin)
        guard let firstRow = rows.first, !firstRow.isEmpty else { return rows.map { _ in [] } }
        let firstUnits = firstRow.reduce(0) { $0 + $1.units }
        let unit = firstUnits > 0 ? Swift.max(0, usable - CGFloat(firstRow.count - 1) * keyGap) / firstUnits : 0
        let rowHeight = rowHeight(rowCount: rows.count)
        return rows.enumerated().map { index, row in
            let y = barHeight + topPadding + CGFloat(index) * (rowHeight + rowGap)
            var widths = row.map { $0.units * unit }
            let gaps = CGFloat(Swift.max(0, row.count - 1)) * keyGap
            let spare = usable - gaps - widths.reduce(0, +)
            let flexible = row.indices.filter { row[$0].isFlexible }
            var x = sideMargin
            if spare > 0, !flexible.isEmpty {
                for index in flexible { widths[index] += spare / CGFloat(flexible.count) }
            } else if spare > 0 {
                x += spare / 2
            } else if spare < 0 {
                let total = widths.reduce(0, +)
                let scale = total > 0 ? Swift.max(0, usable - gaps) / total : 0
                widths = widths.map { $0 * scale }
            }
            return widths.map { keyWidth in
                defer { x += keyWidth + keyGap }
                return CGRect(x: x, y: y, width: keyWidth, height: rowHeight)
            }
        }
    }
}
