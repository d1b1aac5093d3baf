import Foundation

/// The standard cell accessories, drawn at the cell's trailing edge ``trailingMargin`` in from it and
/// centred vertically: the disclosure chevron in ``chevronColor``, the checkmark and the info
/// button ("ⓘ" as a ring with an "i") in the cell's tint colour; the detail disclosure button
/// shows the info button before the chevron.
@MainActor
enum TableAccessoryStyling {
    /// Distance from the cell's trailing edge to the accessory (the 16 pt layout margin).
    static let trailingMargin: CGFloat = 16
    /// The disclosure chevron (iOS: a light grey close to system grey 3).
    static let chevronColor = UIColor(rgb: 0xC7C7CC)
    /// Chevron size (iOS: about 8 × 13 pt) and stroke.
    static let chevronSize = CGSize(width: 7, height: 12)
    /// Chevron stroke width.
    static let chevronLineWidth: CGFloat = 2
    /// Checkmark size (iOS: about 14 × 12 pt) and stroke.
    static let checkmarkSize = CGSize(width: 14, height: 11)
    /// Checkmark stroke width.
    static let checkmarkLineWidth: CGFloat = 2
    /// Diameter of the info button's ring (iOS: 22 pt).
    static let infoDiameter: CGFloat = 22
    /// Gap between the info button and the chevron of a detail disclosure button.
    static let detailDisclosureGap: CGFloat = 12

    static func draw(
        _ type: UITableViewCell.AccessoryType, of cell: UITableViewCell, bounds: CGRect, opacity: CGFloat, in canvas: RasterCanvas
    ) {
        let trailing = bounds.maxX - trailingMargin
        let midY = bounds.midY
        let tint = StylingShapes.faded(cell.tintColor, opacity)
        switch type {
        case .none:
            break
        case .disclosureIndicator:
            drawChevron(trailing: trailing, midY: midY, opacity: opacity, in: canvas)
        case .checkmark:
            let x = trailing - checkmarkSize.width, top = midY - checkmarkSize.height / 2
            let points = [
                CGPoint(x: x + checkmarkLineWidth / 2, y: top + checkmarkSize.height * 0.55),
                CGPoint(x: x + checkmarkSize.width * 0.36, y: top + checkmarkSize.height - checkmarkLineWidth / 2),
                CGPoint(x: x + checkmarkSize.width - checkmarkLineWidth / 2, y: top + checkmarkLineWidth / 2),
            ]
            StylingShapes.strokePolyline(points, width: checkmarkLineWidth, color: tint, in: canvas)
        case .detailButton:
            drawInfo(center: CGPoint(x: trailing - infoDiameter / 2, y: midY), color: tint, in: canvas)
        case .detailDisclosureButton:
            drawChevron(trailing: trailing, midY: midY, opacity: opacity, in: canvas)
            let infoX = trailing - chevronSize.width - detailDisclosureGap - infoDiameter / 2
            drawInfo(center: CGPoint(x: infoX, y: midY), color: tint, in: canvas)
        @unknown default:
            break
        }
    }

    /// A "›" chevron whose point is at `trailing`.
    static func drawChevron(trailing: CGFloat, midY: CGFloat, opacity: CGFloat, in canvas: RasterCanvas) {
        let inset = chevronLineWidth / 2
        let points = [
            CGPoint(x: trailing - chevronSize.width + inset, y: midY - chevronSize.height / 2 + inset),
            CGPoint(x: trailing - inset, y: midY),
            CGPoint(x: trailing - chevronSize.width + inset, y: midY + chevronSize.height / 2 - inset),
        ]
        StylingShapes.strokePolyline(points, width: chevronLineWidth, color: StylingShapes.faded(chevronColor, opacity), in: canvas)
    }

    /// The info button: a ring with an "i" (a dot over a bar).
    private static func drawInfo(center: CGPoint, color: UIColor, in canvas: RasterCanvas) {
        let radius = infoDiameter / 2
        let ring = CGRect(x: center.x - radius, y: center.y - radius, width: infoDiameter, height: infoDiameter)
        canvas.strokeBorder(of: ring, width: 1.5, cornerRadii: CornerRadii(all: radius), color: color)
        canvas.fillEllipse(in: CGRect(x: center.x - 1.25, y: center.y - 6.5, width: 2.5, height: 2.5), color: color)
        canvas.fill(CGRect(x: center.x - 1, y: center.y - 2, width: 2, height: 8), cornerRadius: 1, color: color)
    }
}
