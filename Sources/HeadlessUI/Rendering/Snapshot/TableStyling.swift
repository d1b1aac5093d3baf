import Foundation

/// The look of table views beyond their subviews (light mode):
///
/// - A table without a background colour draws UIKit's default: ``plainBackgroundColor`` for
///   `.plain`, ``groupedBackgroundColor`` for `.grouped` and `.insetGrouped`. Plain-style section
///   headers and footers without one get ``plainBackgroundColor``, so a floating header hides the
///   rows scrolling under it.
/// - A selected or highlighted cell (unless its selection style is `.none`) shows its
///   `selectedBackgroundView` (stretched over the cell), or ``selectionColor`` without one.
/// - Separators are the cells' own hairline views (inset 16 pt); in `.grouped` tables the first row
///   of a section also gets a full-width line on top and the last row's line runs full width; in
///   `.insetGrouped` tables the section's first and last cells get ``insetGroupedCornerRadius``
///   corners and the last row has no separator.
/// - Standard accessories draw through ``TableAccessoryStyling``.
///
/// Section header and footer titles are ordinary labels (13 pt, secondary label colour), drawn as
/// written (iOS 15 and later no longer capitalise grouped headers).
@MainActor
enum TableStyling {
    /// Background of plain tables without a background colour (UIKit: system background).
    static let plainBackgroundColor = UIColor.systemBackground
    /// Background of grouped tables without a background colour (UIKit: system grouped background).
    static let groupedBackgroundColor = UIColor.systemGroupedBackground
    /// The default selected-cell background (UIKit light mode: system grey 4).
    static let selectionColor = UIColor.systemGray4
    /// Corner radius of inset-grouped sections (iOS: 10 pt).
    static let insetGroupedCornerRadius: CGFloat = 10

    static func drawsContent(_ view: UIView) -> Bool {
        if view is UITableViewCell { return true }
        if let table = view as? UITableView { return table.backgroundColor == nil }
        if view is UITableViewHeaderFooterView { return view.backgroundColor == nil && (view.superview as? UITableView)?.style == .plain }
        return false
    }

    static func replacesBackground(of view: UIView) -> Bool {
        (view as? UITableViewCell)?.owningTableView?.style == .insetGrouped
    }

    /// The separator of a section's last cell in grouped and inset-grouped tables: the styling
    /// draws the full-width line instead (grouped) or none (inset grouped).
    static func isDrawnBySuperview(_ subview: UIView) -> Bool {
        guard let cell = subview.superview as? UITableViewCell, cell.separatorView === subview,
              let table = cell.owningTableView, table.style != .plain else { return false }
        return position(of: cell, in: table).isLast
    }

    static func draw(_ view: UIView, bounds: CGRect, opacity: CGFloat, in canvas: RasterCanvas) {
        if let cell = view as? UITableViewCell {
            drawCell(cell, bounds: bounds, opacity: opacity, in: canvas)
        } else if let table = view as? UITableView {
            let color = table.style == .plain ? plainBackgroundColor : groupedBackgroundColor
            canvas.fill(bounds, color: StylingShapes.faded(color, opacity))
        } else if view is UITableViewHeaderFooterView {
            canvas.fill(bounds, color: StylingShapes.faded(plainBackgroundColor, opacity))
        }
    }

    /// Where a cell sits in its section.
    struct RowPosition {
        var isFirst = false
        var isLast = false
    }

    /// The cell's position, from the table's visible cells (a cell the table does not show counts
    /// as a middle row).
    static func position(of cell: UITableViewCell, in table: UITableView) -> RowPosition {
        guard let path = table.visibleCellsByPath.first(where: { $0.value === cell })?.key,
              table.sectionRowCounts.indices.contains(path.section) else { return RowPosition() }
        return RowPosition(isFirst: path.row == 0, isLast: path.row == table.sectionRowCounts[path.section] - 1)
    }

    private static func drawCell(_ cell: UITableViewCell, bounds: CGRect, opacity: CGFloat, in canvas: RasterCanvas) {
        let table = cell.owningTableView
        let position = table.map { TableStyling.position(of: cell, in: $0) } ?? RowPosition()
        var radii = CornerRadii.zero
        if table?.style == .insetGrouped {
            let radius = insetGroupedCornerRadius
            radii = CornerRadii(
                topLeft: position.isFirst ? radius : 0, topRight: position.isFirst ? radius : 0,
                bottomLeft: position.isLast ? radius : 0, bottomRight: position.isLast ? radius : 0
            )
            if let background = cell.presentationValues.backgroundColor {
                canvas.fill(bounds, cornerRadii: radii, color: StylingShapes.faded(background, opacity))
            }
        }
        if (cell.isSelected || cell.isHighlighted) && cell.selectionStyle != .none {
            drawSelection(of: cell, bounds: bounds, radii: radii, opacity: opacity, in: canvas)
        }
        if let table, table.style == .grouped, table.separatorStyle != .none {
            let line = StylingShapes.hairline(on: canvas)
            let color = StylingShapes.faded(UIColor.separator, opacity)
            if position.isFirst { canvas.fill(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: line), color: color) }
            if position.isLast {
                canvas.fill(CGRect(x: bounds.minX, y: bounds.maxY - line, width: bounds.width, height: line), color: color)
            }
        }
        if cell.accessoryView == nil {
            TableAccessoryStyling.draw(cell.accessoryType, of: cell, bounds: bounds, opacity: opacity, in: canvas)
        }
    }

    /// The selected background: the cell's `selectedBackgroundView` stretched over the cell (its
    /// background colour when it has no size yet, as UIKit sizes it to the cell), or ``selectionColor``.
    private static func drawSelection(
        of cell: UITableViewCell, bounds: CGRect, radii: CornerRadii, opacity: CGFloat, in canvas: RasterCanvas
    ) {
        canvas.saveState()
        defer { canvas.restoreState() }
        canvas.clip(to: bounds, cornerRadii: radii)
        guard let custom = cell.selectedBackgroundView else {
            canvas.fill(bounds, color: StylingShapes.faded(selectionColor, opacity))
            return
        }
        let size = custom.bounds.size
        if size.width > 0, size.height > 0 {
            canvas.translateBy(x: bounds.minX, y: bounds.minY)
            canvas.scaleBy(x: bounds.width / size.width, y: bounds.height / size.height)
            if opacity < 1 { canvas.beginTransparencyLayer(opacity: opacity, bounds: CGRect(origin: .zero, size: size)) }
            ViewRenderer.render(custom, in: canvas)
            if opacity < 1 { canvas.endTransparencyLayer() }
        } else if let color = custom.backgroundColor, !custom.isHidden {
            canvas.fill(bounds, color: StylingShapes.faded(color, opacity * custom.alpha))
        }
    }
}
