import Foundation

extension UITableView {
    /// The table's look, fixed at creation, as UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Rows run edge to edge; section headers carry only their title.
        case plain
        /// Sections are separated by spacing; every section has header and footer space.
        case grouped
        /// Grouped, with the sections inset from the table's edges (``UITableView/insetGroupedMargin``).
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` places the row, as UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        /// Scroll the least needed to show the row (nothing when it is fully visible).
        case none
        /// The row's top at the top of the visible area.
        case top
        /// The row centred in the visible area.
        case middle
        /// The row's bottom at the bottom of the visible area.
        case bottom
    }

    /// How inserted, deleted or reloaded rows animate, as UIKit's `UITableView.RowAnimation`.
    /// HeadlessUI runs every style except `.none` as a fade plus a move of the other rows over
    /// ``UITableView/updateAnimationDuration``.
    public enum RowAnimation: Int, Sendable {
        /// Fade in or out.
        case fade
        /// Slide from or to the right.
        case right
        /// Slide from or to the left.
        case left
        /// Slide from or to the top.
        case top
        /// Slide from or to the bottom.
        case bottom
        /// No animation of the row itself; the other rows still move.
        case none
        /// Keep the row centred while it appears or disappears.
        case middle
        /// Let the table choose.
        case automatic = 100
    }

    /// How separators are drawn, as UIKit's `UITableViewCell.SeparatorStyle` used by the table.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// One line between rows.
        case singleLine
    }
}

extension UITableViewCell {
    /// The built-in layouts of a cell's labels, as UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        /// A left-aligned text label and an optional image view.
        case `default`
        /// Text on the left, the detail right-aligned on the right (Settings style).
        case value1
        /// A right-aligned, blue text label followed by a left-aligned detail (Contacts style).
        case value2
        /// Text with the detail below it in a smaller font.
        case subtitle
    }

    /// The standard accessory at the cell's trailing edge, as UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none
        /// A chevron: tapping the row shows more.
        case disclosureIndicator
        /// An info button plus a chevron.
        case detailDisclosureButton
        /// A checkmark (the accessibility element gets `.selected`).
        case checkmark
        /// An info button.
        case detailButton
    }

    /// How the cell looks when selected, as UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        /// No visual change; the cell is still selected and the delegate still told.
        case none
        /// Blue background (gray since iOS 7).
        case blue
        /// Gray background.
        case gray
        /// The system's choice (gray).
        case `default`
    }

    /// The editing control shown in edit mode, as UIKit's `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable {
        /// None.
        case none
        /// A red minus: the row can be deleted.
        case delete
        /// A green plus: a row can be inserted.
        case insert
    }
}
