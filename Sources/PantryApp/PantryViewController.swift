import UIKit

/// The home screen: a two-column grid of the pantry's items, an Add button, and a banner that says
/// what was added and hides itself after two seconds.
public final class PantryViewController: UIViewController {
    enum Section: Hashable, Sendable {
        case main
    }

    private let store: PantryStore
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, PantryItem.ID>!
    private let banner = UILabel()
    private var bannerTimer: Timer?

    public init(store: PantryStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
        title = "Pantry"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add,
            primaryAction: UIAction { [weak self] _ in self?.showAddForm() }
        )
        navigationItem.rightBarButtonItem?.accessibilityIdentifier = "pantry.add"
        configureCollectionView()
        configureDataSource()
        configureBanner()
        applySnapshot(animatingDifferences: false)
    }

    private func configureCollectionView() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.gridLayout())
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.accessibilityIdentifier = "pantry.grid"
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    private static func gridLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(140))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 10, bottom: 8, trailing: 10)
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<PantryCell, PantryItem> { cell, _, item in
            cell.configure(with: item)
        }
        dataSource = UICollectionViewDiffableDataSource<Section, PantryItem.ID>(collectionView: collectionView) {
            [weak self] collectionView, indexPath, id in
            guard let item = self?.store.item(with: id) else { return nil }
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    }

    private func configureBanner() {
        banner.backgroundColor = .systemGreen
        banner.textColor = .white
        banner.textAlignment = .center
        banner.font = .preferredFont(forTextStyle: .callout)
        banner.layer.cornerRadius = 10
        banner.layer.masksToBounds = true
        banner.accessibilityIdentifier = "pantry.banner"
        banner.isHidden = true
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            banner.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            banner.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    private func applySnapshot(animatingDifferences: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, PantryItem.ID>()
        snapshot.appendSections([.main])
        snapshot.appendItems(store.items.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    private func showAddForm() {
        let form = AddItemViewController { [weak self] item in
            self?.didAdd(item)
        }
        navigationController?.pushViewController(form, animated: true)
    }

    private func didAdd(_ item: PantryItem) {
        store.add(item)
        applySnapshot(animatingDifferences: true)
        showBanner("Added \(item.name)")
    }

    private func showBanner(_ text: String) {
        banner.text = text
        banner.isHidden = false
        bannerTimer?.invalidate()
        bannerTimer = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated {
                self?.banner.isHidden = true
            }
        }
    }
}
