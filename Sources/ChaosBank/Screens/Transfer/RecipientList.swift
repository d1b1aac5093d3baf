import Foundation
import HeadlessUI

/// The saved recipients on the transfer form: a non-scrolling table (`transfer.recipients`) with
/// one `transfer.recipient.<id>` cell each; the chosen one is selected and carries a checkmark.
@MainActor
final class RecipientList: UITableViewDataSource, UITableViewDelegate {
    /// Height of one row.
    static let rowHeight: CGFloat = 44

    /// The table.
    let tableView = UITableView(frame: .zero, style: .plain)
    /// The recipients shown.
    private(set) var recipients: [Recipient] = []
    /// The chosen recipient.
    private(set) var selected: Recipient?
    /// Called when the user picks a recipient.
    var onSelect: (@MainActor (Recipient) -> Void)?
    private lazy var heightConstraint = tableView.heightAnchor.constraint(equalToConstant: 0)

    init() {
        tableView.accessibilityIdentifier = "transfer.recipients"
        tableView.dataSource = self
        tableView.delegate = self
        // kass:equivalent assignment-removal: 44 points is a plain table's own row height
        tableView.rowHeight = Self.rowHeight
        tableView.isScrollEnabled = false
        heightConstraint.isActive = true
    }

    /// Shows `recipients` with `selected` chosen.
    func show(_ recipients: [Recipient], selected: Recipient?) {
        self.recipients = recipients
        self.selected = selected
        heightConstraint.constant = CGFloat(recipients.count) * Self.rowHeight
        tableView.reloadData()
        if let selected, let row = recipients.firstIndex(of: selected) {
            tableView.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { recipients.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Recipient")
            ?? UITableViewCell(style: .default, reuseIdentifier: "Recipient")
        let recipient = recipients[indexPath.row]
        cell.textLabel?.text = recipient.name
        cell.accessoryType = recipient == selected ? .checkmark : .none
        cell.accessibilityIdentifier = "transfer.recipient.\(recipient.id)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let recipient = recipients[indexPath.row]
        selected = recipient
        for cell in tableView.visibleCells {
            guard let index = tableView.indexPath(for: cell) else { continue }
            cell.accessoryType = recipients[index.row] == recipient ? .checkmark : .none
        }
        onSelect?(recipient)
    }
}
