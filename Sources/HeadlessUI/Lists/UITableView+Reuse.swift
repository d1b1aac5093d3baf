import Foundation

/// Cell registration and reuse, as UIKit: cells that scroll away wait in a pool per reuse
/// identifier; dequeuing takes one from the pool (calling `prepareForReuse()`) or makes a new one
/// from the registered class.
extension UITableView {
    /// Most cells kept waiting per identifier; extra retired cells are dropped (HeadlessUI's choice).
    public static let reusePoolLimit = 64

    /// Registers the cell class made for `identifier` (a `UITableViewCell` subclass, created with
    /// `init(style: .default, reuseIdentifier:)`); nil removes the registration. A class that is not
    /// a `UITableViewCell` is reported and ignored.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            registrations[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            reportInvalid(
                "register(_:forCellReuseIdentifier:)",
                "\(cellClass) is not a UITableViewCell subclass, so it cannot be registered for \"\(identifier)\"; register a "
                    + "UITableViewCell subclass."
            )
            return
        }
        registrations[identifier] = cellType
    }

    /// A cell for `indexPath`: a reusable one (after `prepareForReuse()`) or a new one of the
    /// registered class. UIKit raises for an unregistered identifier; HeadlessUI reports a runtime
    /// issue naming the identifier and returns a new default-style cell, so the test can go on.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        reportInvalid(
            "dequeueReusableCell(withIdentifier:for:)",
            "unable to dequeue a cell with identifier \"\(identifier)\": no class is registered for it. Call "
                + "tableView.register(MyCell.self, forCellReuseIdentifier: \"\(identifier)\") before the table loads. A default "
                    + "UITableViewCell was used."
        )
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A reusable cell with `identifier` (after `prepareForReuse()`), a new cell of the class
    /// registered for it, or nil when there is neither.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = cellBeingReconfigured, cell.reuseIdentifier == identifier {
            cellBeingReconfigured = nil
            return cell
        }
        if let cell = reusePool.take(identifier) {
            cell.prepareForReuse()
            return cell
        }
        guard let cellType = registrations[identifier] else { return nil }
        return cellType.init(registeredStyle: .default, reuseIdentifier: identifier)
    }

    /// Puts a retired cell in its identifier's pool (cells without an identifier are dropped).
    func enqueueForReuse(_ cell: UITableViewCell) {
        cell.isHighlighted = false
        guard let identifier = cell.reuseIdentifier else { return }
        reusePool.put(cell, identifier: identifier)
    }
}
