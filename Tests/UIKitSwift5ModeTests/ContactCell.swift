import UIKit

/// A table cell written as iOS code writes one: it overrides UIKit's designated initializer and
/// implements `required init?(coder:)`; the table makes it from its registered class.
final class ContactCell: UITableViewCell {
    static let reuseIdentifier = "ContactCell"
    let nameLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.font = .preferredFont(forTextStyle: .body)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        nameLabel.text = nil
    }
}

/// A section header written as iOS code writes one.
final class SectionHeaderView: UITableViewHeaderFooterView {
    let titleLabel = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A data source that dequeues `ContactCell`s.
final class ContactsDataSource: NSObject, UITableViewDataSource {
    let names = ["Ada", "Grace", "Linus"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
        (cell as? ContactCell)?.nameLabel.text = names[indexPath.row]
        return cell
    }
}
