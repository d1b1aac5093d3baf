import Foundation

/// Where a cell style puts its text and detail labels inside the content view, and how tall they
/// need it to be. Margins are ``UITableViewCell/contentMargin`` on both sides; labels are centred
/// vertically.
///
/// - `.default`: text across the width.
/// - `.subtitle`: text above detail (2 pt apart), left-aligned.
/// - `.value1`: text on the left, detail right-aligned on the same line.
/// An image, when present, sits at the leading margin and pushes the labels right by its width plus
/// ``UITableViewCell/contentMargin``.
/// - `.value2`: text right-aligned in the first ``value2TextFraction`` of the width, detail after it.
@MainActor
struct CellLabelLayout {
    /// Share of the width given to the text column of a `.value2` cell (HeadlessUI's choice).
    static let value2TextFraction: CGFloat = 0.3
    /// Gap between columns (value1, value2) and lines (subtitle).
    static let spacing: CGFloat = 6
    static let subtitleSpacing: CGFloat = 2

    let style: UITableViewCell.CellStyle
    let width: CGFloat
    let height: CGFloat
    /// Room taken before the labels by an image (its width plus spacing), 0 without one.
    var imageSpace: CGFloat = 0
    /// The margins around the labels (a cell's: ``UITableViewCell/contentMargin`` at the sides; the
    /// vertical ones only offset the centring, the padding is the caller's).
    var margins = NSDirectionalEdgeInsets(
        top: UITableViewCell.verticalPadding, leading: UITableViewCell.contentMargin,
        bottom: UITableViewCell.verticalPadding, trailing: UITableViewCell.contentMargin
    )

    private var innerWidth: CGFloat { Swift.max(0, width - margins.leading - margins.trailing - imageSpace) }

    private func size(of label: UILabel?, width: CGFloat) -> CGSize {
        guard let label, !label.isHidden, !(label.text ?? "").isEmpty else { return .zero }
        let fitted = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: Swift.min(width, fitted.width), height: fitted.height)
    }

    /// The labels' combined height (without padding).
    func contentHeight(text: UILabel?, detail: UILabel?) -> CGFloat {
        switch style {
        case .default:
            return size(of: text, width: innerWidth).height
        case .subtitle:
            let top = size(of: text, width: innerWidth).height, bottom = size(of: detail, width: innerWidth).height
            return top + bottom + (top > 0 && bottom > 0 ? CellLabelLayout.subtitleSpacing : 0)
        case .value1, .value2:
            let columns = columnWidths(text: text, detail: detail)
            return Swift.max(size(of: text, width: columns.text).height, size(of: detail, width: columns.detail).height)
        }
    }

    private func columnWidths(text: UILabel?, detail: UILabel?) -> (text: CGFloat, detail: CGFloat) {
        let available = Swift.max(0, innerWidth - CellLabelLayout.spacing)
        if style == .value2 {
            let textWidth = (available * CellLabelLayout.value2TextFraction).rounded()
            return (textWidth, available - textWidth)
        }
        // value1: the detail keeps its natural width up to half; the text takes the rest.
        let detailWidth = Swift.min(available / 2, size(of: detail, width: available).width)
        return (available - detailWidth, detailWidth)
    }

    /// Sets the labels' frames.
    func place(text: UILabel?, detail: UILabel?) {
        let left = margins.leading + imageSpace
        switch style {
        case .default:
            let textSize = size(of: text, width: innerWidth)
            text?.frame = CGRect(x: left, y: centred(textSize.height), width: innerWidth, height: textSize.height)
        case .subtitle:
            let top = size(of: text, width: innerWidth), bottom = size(of: detail, width: innerWidth)
            let total = contentHeight(text: text, detail: detail)
            let originY = centred(total)
            text?.frame = CGRect(x: left, y: originY, width: innerWidth, height: top.height)
            detail?.frame = CGRect(
                x: left, y: originY + top.height + (top.height > 0 ? CellLabelLayout.subtitleSpacing : 0),
                width: innerWidth, height: bottom.height
            )
        case .value1, .value2:
            let columns = columnWidths(text: text, detail: detail)
            let textHeight = size(of: text, width: columns.text).height
            let detailHeight = size(of: detail, width: columns.detail).height
            text?.frame = CGRect(x: left, y: centred(textHeight), width: columns.text, height: textHeight)
            detail?.frame = CGRect(
                x: left + columns.text + CellLabelLayout.spacing, y: centred(detailHeight),
                width: columns.detail, height: detailHeight
            )
        }
    }

    private func centred(_ contentHeight: CGFloat) -> CGFloat {
        (margins.top + (height - margins.top - margins.bottom - contentHeight) / 2).rounded()
    }
}
