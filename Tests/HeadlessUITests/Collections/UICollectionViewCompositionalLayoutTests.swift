import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UICollectionViewCompositionalLayoutTests: HeadlessTestCase {
    private func collection(_ layout: UICollectionViewLayout, items: Int = 6, sections: Int = 1) -> UICollectionView {
        makeCollection(CollectionModel(items: items, sections: sections), layout: layout) { collection in
            collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "Header")
        }
    }

    func test_fractionalItemsInAHorizontalGroup_repeatToFillIt() async {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item]
        )
        let view = collection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), items: 3)
        XCTAssertEqual(itemFrames(view), [
            CGRect(x: 5, y: 5, width: 150, height: 90), CGRect(x: 165, y: 5, width: 150, height: 90),
            CGRect(x: 5, y: 105, width: 150, height: 90),
        ])
        XCTAssertEqual(view.contentSize, CGSize(width: 320, height: 200))
    }

    func test_countGroupWithFixedSpacing_andSectionInsetsAndInterGroupSpacing() async {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 3
        )
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 10, bottom: 12, trailing: 10)
        section.interGroupSpacing = 20
        let view = collection(UICollectionViewCompositionalLayout(section: section), items: 4)
        // 300 pt inside the insets: three 93.33 pt items with 10 pt between them.
        let width: CGFloat = (300 - 20) / 3
        let frames = itemFrames(view)
        XCTAssertEqual(frames[0], CGRect(x: 10, y: 8, width: width, height: 50))
        XCTAssertEqual(frames[1].minX, 10 + width + 10, accuracy: 0.001)
        XCTAssertEqual(frames[2].maxX, 310, accuracy: 0.001)
        XCTAssertEqual(frames[3], CGRect(x: 10, y: 78, width: width, height: 50))
        XCTAssertEqual(view.contentSize.height, 8 + 50 + 20 + 50 + 12)
    }

    func test_boundaryHeader_precedesTheItemsInsideTheSectionInsets() async {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), subitems: [item]
        )
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)),
            elementKind: "header", alignment: .top
        )]
        let view = collection(UICollectionViewCompositionalLayout(section: section), items: 2, sections: 2)
        XCTAssertEqual(view.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 16, y: 0, width: 288, height: 30))
        XCTAssertEqual(itemFrames(view), [CGRect(x: 16, y: 34, width: 288, height: 40), CGRect(x: 16, y: 74, width: 288, height: 40)])
        // Section 1 starts after 30 + 4 + 80 + 4.
        XCTAssertEqual(view.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 1))?.frame.minY, 118)
    }

    func test_nestedGroups_placeOneLargeAndTwoStackedItems() async {
        let large = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(2.0 / 3), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: layoutSize(.fractionalWidth(1.0 / 3), .fractionalHeight(1)), subitems: [small]
        )
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(120)), subitems: [large, column]
        )
        let view = collection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), items: 4)
        let frames = itemFrames(view)
        XCTAssertEqual(frames[0].size.height, 120)
        XCTAssertEqual(frames[0].width, 320 * 2 / 3, accuracy: 0.001)
        XCTAssertEqual(frames[1].minX, 320 * 2 / 3, accuracy: 0.001)
        XCTAssertEqual(frames[1].minY, 0)
        XCTAssertEqual(frames[1].height, 60)
        XCTAssertEqual(frames[2].minY, 60)
        XCTAssertEqual(frames[3].minY, 120, "the next group starts below")
    }

    func test_sectionProvider_givesEachSectionItsOwnLayout() async {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            let fraction: CGFloat = index == 0 ? 1 : 0.25
            let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(fraction), .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: layoutSize(.fractionalWidth(1), .absolute(environment.container.effectiveContentSize.width / 4)),
                subitems: [item]
            )
            return NSCollectionLayoutSection(group: group)
        }
        let view = collection(layout, items: 4, sections: 2)
        XCTAssertEqual(itemFrames(view).map(\.width), [320, 320, 320, 320])
        XCTAssertEqual(itemFrames(view, section: 1).map(\.minX), [0, 80, 160, 240])
        XCTAssertEqual(itemFrames(view, section: 1)[0].minY, 320)
    }

    func test_pinnedHeaders_areReportedAsNotSupported() async {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top
        )
        header.pinToVisibleBounds = true
        let flow = UICollectionViewFlowLayout()
        flow.sectionHeadersPinToVisibleBounds = true
        let issues = expectRuntimeIssues(count: 2)
        XCTAssertTrue(issues.allSatisfy { $0.description.contains("not supported by HeadlessUI") }, "\(issues)")
    }

    func test_orthogonalScrolling_isReportedAsNotSupported() async {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(100), .absolute(100)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: layoutSize(.absolute(100), .absolute(100)), subitems: [item]
        )
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        _ = collection(UICollectionViewCompositionalLayout(section: section), items: 3)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains("orthogonalScrollingBehavior") ?? false, "\(issues)")
    }
}

/// A compositional size of `width` by `height`.
@MainActor
private func layoutSize(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}
