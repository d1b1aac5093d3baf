import UIKit

/// A tile of the pantry grid: the category's picture, the name and how many are left.
final class PantryCell: UICollectionViewCell {
    private let imageView = UIImageView()
    private let nameLabel = UILabel()
    private let quantityLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        contentView.layer.borderColor = UIColor.separator.cgColor
        contentView.layer.borderWidth = 1
        imageView.contentMode = .scaleAspectFit
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        quantityLabel.font = .preferredFont(forTextStyle: .subheadline)
        quantityLabel.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [imageView, nameLabel, quantityLabel])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            imageView.heightAnchor.constraint(equalToConstant: 48),
            imageView.widthAnchor.constraint(equalToConstant: 48),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -12),
        ])
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with item: PantryItem) {
        imageView.image = UIImage(named: item.imageName)
        nameLabel.text = item.name
        quantityLabel.text = "\(item.quantity) left"
        accessibilityIdentifier = "pantry.item.\(item.name)"
        accessibilityLabel = "\(item.name), \(item.quantity) left"
    }
}
