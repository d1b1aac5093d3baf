import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class CompositionalLayoutConfigurationTests: HeadlessTestCase {
    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    private func listSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(40)))
        return NSCollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item]))
    }

    private func collection(_ layout: UICollectionViewLayout, items: Int, sections: Int) -> UICollectionView {
        makeCollection(CollectionModel(items: items, sections: sections), layout: layout) { collection in
            for kind in ["global-header", "global-footer", "header"] {
                collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Header")
            }
        }
    }

    func test_configurationBoundaryItems_comeBeforeTheFirstAndAfterTheLastSection() async {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(50)), elementKind: "global-header", alignment: .top
            ),
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "global-footer", alignment: .bottom
            ),
        ]
        let layout = UICollectionViewCompositionalLayout(section: listSection(), configuration: configuration)
        let view = collection(layout, items: 2, sections: 2)
        let origin = IndexPath(item: 0, section: 0)
        XCTAssertEqual(
            view.supplementaryView(forElementKind: "global-header", at: origin)?.frame, CGRect(x: 0, y: 0, width: 320, height: 50)
        )
        XCTAssertEqual(itemFrames(view, section: 0).first, CGRect(x: 0, y: 50, width: 320, height: 40))
        // 50 + 80 + 10 + 80, then the footer.
        XCTAssertEqual(itemFrames(view, section: 1).last?.maxY, 220)
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: "global-footer", at: origin)?.frame,
                       CGRect(x: 0, y: 220, width: 320, height: 30))
        XCTAssertEqual(view.contentSize.height, 250)
    }

    func test_supplementaryItemZIndex_isOneByDefaultAndStacksTheView() async {
        let section = listSection()
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top
        )
        XCTAssertEqual(header.zIndex, 1)
        header.zIndex = 7
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        _ = collection(layout, items: 2, sections: 1)
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))?.zIndex, 7)
        XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex, 0)
    }

    func test_contentInsetsReference_defaultsToAutomaticAndReportsWhatItCannotMeasure() async {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        XCTAssertEqual(configuration.contentInsetsReference, .automatic)
        configuration.contentInsetsReference = .none
        let plain = UICollectionViewCompositionalLayout(section: listSection(), configuration: configuration)
        XCTAssertEqual(itemFrames(collection(plain, items: 1, sections: 1)).first, CGRect(x: 0, y: 0, width: 320, height: 40))
        let readable = UICollectionViewCompositionalLayoutConfiguration()
        readable.contentInsetsReference = .readableContent
        _ = collection(UICollectionViewCompositionalLayout(section: listSection(), configuration: readable), items: 1, sections: 1)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains("contentInsetsReference") ?? false, "\(issues)")
    }

    func test_orthogonalSection_placesItsGroupsInOneRowAcrossTheMainAxis() async {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(100)), subitems: [item])
        let row = NSCollectionLayoutSection(group: group)
        row.orthogonalScrollingBehavior = .continuous
        row.interGroupSpacing = 10
        row.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? row : self.listSection() }
        let view = collection(layout, items: 3, sections: 2)
        // 288 pt inside the insets: groups of 230.4 pt, 10 pt apart, in one row.
        let frames = itemFrames(view, section: 0)
        XCTAssertEqual(frames[0], CGRect(x: 16, y: 0, width: 288 * 0.8, height: 100))
        XCTAssertEqual(frames[1].minX, 16 + 288 * 0.8 + 10, accuracy: 0.001)
        XCTAssertEqual(frames[2].minY, 0, "every group stays in the row")
        XCTAssertEqual(itemFrames(view, section: 1).first?.minY, 100, "the next section starts below the row")
        XCTAssertEqual(view.contentSize.width, 320, "the collection view itself does not scroll sideways")
        _ = expectRuntimeIssues(count: 1)
    }

    func test_groupPagingCenteredSection_centresItsFirstGroup() async {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(200), .absolute(80)), subitems: [item])
        let row = NSCollectionLayoutSection(group: group)
        row.orthogonalScrollingBehavior = .groupPagingCentered
        let view = collection(UICollectionViewCompositionalLayout(section: row), items: 2, sections: 1)
        XCTAssertEqual(itemFrames(view).first, CGRect(x: 60, y: 0, width: 200, height: 80))
        XCTAssertEqual(itemFrames(view).last?.minX, 260)
        _ = expectRuntimeIssues(count: 1)
    }
}
