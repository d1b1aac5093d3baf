import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class StackViewTests: HeadlessTestCase {
    /// A stack at (0, 100) of `size` in the window, arranging views with the given intrinsic sizes.
    private func makeStack(
        _ sizes: [(CGFloat, CGFloat)], size: CGSize = CGSize(width: 300, height: 100),
        configure: (UIStackView) -> Void = { _ in }
    ) -> (UIStackView, [IntrinsicSizeView]) {
        let views = sizes.map { IntrinsicSizeView(width: $0.0, height: $0.1) }
        let stack = UIStackView(arrangedSubviews: views)
        configure(stack)
        place(stack, frame: CGRect(origin: CGPoint(x: 0, y: 100), size: size))
        stack.layoutIfNeeded()
        return (stack, views)
    }

    private func frames(_ views: [UIView]) -> [CGRect] { views.map(\.frame) }

    // MARK: Arranged subviews

    func test_initWithArrangedSubviews_addsThemAsSubviewsInOrder() async {
        let (stack, views) = makeStack([(10, 10), (20, 20)])
        XCTAssertEqual(stack.arrangedSubviews, views)
        XCTAssertEqual(stack.subviews, views)
    }

    func test_removeArrangedSubview_keepsItAsSubview() async {
        let (stack, views) = makeStack([(10, 10), (20, 20)])
        stack.removeArrangedSubview(views[0])
        XCTAssertEqual(stack.arrangedSubviews, [views[1]])
        XCTAssertTrue(views[0].superview === stack)
    }

    func test_removeFromSuperview_removesArrangedSubviewToo() async {
        let (stack, views) = makeStack([(10, 10), (20, 20)])
        views[0].removeFromSuperview()
        XCTAssertEqual(stack.arrangedSubviews, [views[1]])
    }

    func test_insertArrangedSubview_placesViewAtIndex() async {
        let (stack, views) = makeStack([(10, 10), (20, 20)])
        let inserted = IntrinsicSizeView(width: 5, height: 5)
        stack.insertArrangedSubview(inserted, at: 1)
        XCTAssertEqual(stack.arrangedSubviews, [views[0], inserted, views[1]])
    }

    func test_insertArrangedSubview_indexPastEndIsReportedAndClamped() async {
        let (stack, views) = makeStack([(10, 10)])
        let inserted = IntrinsicSizeView(width: 5, height: 5)
        stack.insertArrangedSubview(inserted, at: 7)
        expectRuntimeIssues(count: 1)
        XCTAssertEqual(stack.arrangedSubviews, [views[0], inserted])
    }

    func test_addArrangedSubview_existingViewMovesToEnd() async {
        let (stack, views) = makeStack([(10, 10), (20, 20)])
        stack.addArrangedSubview(views[0])
        XCTAssertEqual(stack.arrangedSubviews, [views[1], views[0]])
    }

    // MARK: Layout timing

    func test_layout_appliesOnNextRunLoopTurnNotBefore() async {
        let (stack, views) = makeStack([(50, 20), (60, 20)]) { $0.distribution = .fillEqually }
        let added = IntrinsicSizeView(width: 10, height: 10)
        stack.addArrangedSubview(added)
        XCTAssertEqual(views[0].frame.width, 150)
        app.runLoop.runOnce()
        XCTAssertEqual(frames(views + [added]).map(\.width), [100, 100, 100])
    }

    func test_hidingArrangedSubview_relaysOutStackOnNextTurn() async {
        let (_, views) = makeStack([(50, 20), (60, 20), (70, 20)]) { stack in
            stack.spacing = 10
            stack.arrangedSubviews.last?.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        }
        views[1].isHidden = true
        XCTAssertEqual(views[2].frame.minX, 130)
        app.runLoop.runOnce()
        XCTAssertEqual(views[2].frame.minX, 60)
    }

    // MARK: Distribution .fill

    func test_fill_lowestHuggingViewStretches() async {
        let (_, views) = makeStack([(50, 20), (60, 20), (70, 20)]) { stack in
            stack.spacing = 10
            stack.arrangedSubviews[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        }
        XCTAssertEqual(frames(views).map(\.minX), [0, 60, 230])
        XCTAssertEqual(frames(views).map(\.width), [50, 160, 70])
    }

    func test_fill_tiedHuggingStretchesFirstView() async {
        let (_, views) = makeStack([(50, 20), (60, 20)])
        XCTAssertEqual(frames(views).map(\.width), [240, 60])
    }

    func test_fill_viewWithoutIntrinsicWidthTakesExtraSpace() async {
        let (_, views) = makeStack([(50, 20), (UIView.noIntrinsicMetric, 20), (70, 20)])
        XCTAssertEqual(frames(views).map(\.width), [50, 180, 70])
    }

    func test_fill_lowestCompressionResistanceShrinksFirst() async {
        let (_, views) = makeStack([(150, 20), (150, 20), (100, 20)]) { stack in
            stack.arrangedSubviews[2].setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        }
        XCTAssertEqual(frames(views).map(\.width), [150, 150, 0])
        XCTAssertEqual(views[1].frame.maxX, 300)
    }

    func test_fill_shortfallLargerThanOneViewMovesToNextPriority() async {
        let (_, views) = makeStack([(200, 20), (100, 20), (100, 20)]) { stack in
            stack.arrangedSubviews[1].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
            stack.arrangedSubviews[2].setContentCompressionResistancePriority(UILayoutPriority(600), for: .horizontal)
        }
        XCTAssertEqual(frames(views).map(\.width), [200, 100, 0])
        let (_, squeezed) = makeStack([(250, 20), (100, 20), (100, 20)]) { stack in
            stack.arrangedSubviews[1].setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
            stack.arrangedSubviews[2].setContentCompressionResistancePriority(UILayoutPriority(600), for: .horizontal)
        }
        XCTAssertEqual(frames(squeezed).map(\.width), [250, 50, 0])
    }

    // MARK: Other distributions

    func test_fillEqually_givesEveryViewTheSameLength() async {
        let (_, views) = makeStack([(10, 20), (200, 20), (40, 20)]) { stack in
            stack.distribution = .fillEqually
            stack.spacing = 15
        }
        XCTAssertEqual(frames(views).map(\.width), [90, 90, 90])
        XCTAssertEqual(frames(views).map(\.minX), [0, 105, 210])
    }

    func test_fillProportionally_lengthsFollowIntrinsicRatio() async {
        let (_, views) = makeStack([(10, 20), (30, 20)], size: CGSize(width: 400, height: 100)) { stack in
            stack.distribution = .fillProportionally
        }
        XCTAssertEqual(frames(views).map(\.width), [100, 300])
        XCTAssertEqual(views[1].frame.minX, 100)
    }

    func test_fillProportionally_spacingCountsInTheProportionsAndLaterViewsGiveWay() async {
        // UIKit: view.width == stack.width × intrinsic / (Σ intrinsic + spacing) at priority 999 − index,
        // spacing exactly `spacing`: 0.2 × 210 = 42 holds, the second view takes the rest.
        let (_, views) = makeStack([(10, 20), (30, 20)], size: CGSize(width: 210, height: 100)) { stack in
            stack.distribution = .fillProportionally
            stack.spacing = 10
        }
        XCTAssertEqual(frames(views).map(\.width), [42, 158])
        XCTAssertEqual(views[1].frame.minX, 52)
    }

    func test_equalSpacing_keepsIntrinsicLengthsAndEqualGaps() async {
        let (_, views) = makeStack([(50, 20), (60, 20), (70, 20)]) { $0.distribution = .equalSpacing }
        XCTAssertEqual(frames(views).map(\.width), [50, 60, 70])
        XCTAssertEqual(frames(views).map(\.minX), [0, 110, 230])
    }

    func test_equalSpacing_keepsMinimumSpacingAndShrinksViews() async {
        let (_, views) = makeStack([(100, 20), (100, 20), (100, 20)]) { stack in
            stack.distribution = .equalSpacing
            stack.spacing = 30
        }
        XCTAssertEqual(frames(views).map(\.width), [40, 100, 100])
        XCTAssertEqual(frames(views).map(\.minX), [0, 70, 200])
    }

    func test_equalCentering_centresAreEquallyApart() async {
        let (_, views) = makeStack([(20, 20), (80, 20), (40, 20)]) { $0.distribution = .equalCentering }
        // First centre at 10, last at 280: 135 apart.
        XCTAssertEqual(frames(views).map(\.midX), [10, 145, 280])
        XCTAssertEqual(frames(views).map(\.width), [20, 80, 40])
    }

    func test_equalCentering_fallsBackToEqualSpacingWhenAGapWouldBeTooSmall() async {
        let (_, views) = makeStack([(20, 20), (200, 20), (20, 20)]) { stack in
            stack.distribution = .equalCentering
            stack.spacing = 10
        }
        // Equal centres would overlap the middle view; gaps become equal (30) instead.
        XCTAssertEqual(frames(views).map(\.minX), [0, 50, 280])
    }

    func test_singleArrangedView_spansTheWholeLength() async {
        for distribution in UIStackView.Distribution.allCases {
            let (_, views) = makeStack([(50, 20)]) { $0.distribution = distribution }
            XCTAssertEqual(views[0].frame.width, 300, "\(distribution)")
        }
    }

    // MARK: Alignment

    func test_alignmentFill_stretchesAcrossTheAxis() async {
        let (_, views) = makeStack([(50, 20), (60, 40)])
        XCTAssertEqual(frames(views).map(\.height), [100, 100])
    }

    func test_alignmentTopCenterBottom_placeIntrinsicHeights() async {
        let expectations: [(UIStackView.Alignment, [CGFloat])] = [
            (.top, [0, 0]), (.center, [40, 30]), (.bottom, [80, 60]),
            (.firstBaseline, [0, 0]), (.lastBaseline, [80, 60]),
        ]
        for (alignment, minYs) in expectations {
            let (_, views) = makeStack([(50, 20), (60, 40)]) { $0.alignment = alignment }
            XCTAssertEqual(frames(views).map(\.minY), minYs, "\(alignment)")
            XCTAssertEqual(frames(views).map(\.height), [20, 40], "\(alignment)")
        }
    }

    func test_alignment_clampsCrossSizeToTheStack() async {
        let (_, views) = makeStack([(50, 500)]) { $0.alignment = .center }
        XCTAssertEqual(views[0].frame, CGRect(x: 0, y: 0, width: 300, height: 100))
    }

    func test_verticalStack_leadingAndTrailingAlignment() async {
        let (_, leading) = makeStack([(50, 20), (80, 30)], size: CGSize(width: 200, height: 300)) { stack in
            stack.axis = .vertical
            stack.alignment = .leading
            stack.spacing = 5
        }
        XCTAssertEqual(frames(leading), [CGRect(x: 0, y: 0, width: 50, height: 265), CGRect(x: 0, y: 270, width: 80, height: 30)])
        let (_, trailing) = makeStack([(50, 20)], size: CGSize(width: 200, height: 300)) { stack in
            stack.axis = .vertical
            stack.alignment = .trailing
        }
        XCTAssertEqual(trailing[0].frame.minX, 150)
    }

    // MARK: Hiding and spacing

    func test_hiddenArrangedView_takesNoSpaceAndNoSpacing() async {
        let (_, views) = makeStack([(50, 20), (60, 20), (70, 20)]) { stack in
            stack.distribution = .fillEqually
            stack.spacing = 10
            stack.arrangedSubviews[1].isHidden = true
        }
        XCTAssertEqual(frames([views[0], views[2]]).map(\.width), [145, 145])
        XCTAssertEqual(views[2].frame.minX, 155)
        XCTAssertEqual(views[1].frame.width, 0)
    }

    func test_customSpacing_replacesSpacingAfterThatView() async {
        let (stack, views) = makeStack([(50, 20), (60, 20), (70, 20)]) { stack in
            stack.spacing = 10
            stack.arrangedSubviews.last?.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            stack.setCustomSpacing(30, after: stack.arrangedSubviews[0])
        }
        XCTAssertEqual(frames(views).map(\.minX), [0, 80, 150])
        XCTAssertEqual(stack.customSpacing(after: views[0]), 30)
        XCTAssertEqual(stack.customSpacing(after: views[1]), UIStackView.spacingUseDefault)
    }

    func test_customSpacing_afterHiddenViewIsIgnored() async {
        let (stack, views) = makeStack([(50, 20), (60, 20), (70, 20)]) { stack in
            stack.spacing = 10
            stack.arrangedSubviews.last?.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        }
        stack.setCustomSpacing(40, after: views[1])
        views[1].isHidden = true
        stack.layoutIfNeeded()
        XCTAssertEqual(views[2].frame.minX, 60)
    }

    func test_customSpacing_useDefaultResetsToSpacing() async {
        let (stack, views) = makeStack([(50, 20), (60, 20)]) { stack in
            stack.spacing = 10
            stack.arrangedSubviews.last?.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        }
        stack.setCustomSpacing(40, after: views[0])
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        stack.layoutIfNeeded()
        XCTAssertEqual(views[1].frame.minX, 60)
    }

    func test_customSpacing_forViewThatIsNotArrangedIsReported() async {
        let (stack, _) = makeStack([(50, 20)])
        stack.setCustomSpacing(20, after: UIView())
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue("\(issues)".contains("not an arranged subview"))
    }

    func test_spacing_nonFiniteValueIsReportedAndIgnored() async {
        let (stack, _) = makeStack([(50, 20)]) { $0.spacing = 4 }
        stack.spacing = .nan
        expectRuntimeIssues(count: 1)
        XCTAssertEqual(stack.spacing, 4)
    }

    // MARK: Right to left

    func test_rightToLeft_horizontalStackStartsAtTheRight() async {
        let (_, views) = makeStack([(50, 20), (60, 20)]) { stack in
            stack.semanticContentAttribute = .forceRightToLeft
            stack.distribution = .equalSpacing
        }
        XCTAssertEqual(frames(views).map(\.minX), [250, 0])
    }

    func test_rightToLeft_verticalLeadingAlignmentIsTheRightEdge() async {
        let (_, views) = makeStack([(50, 20)], size: CGSize(width: 200, height: 300)) { stack in
            stack.semanticContentAttribute = .forceRightToLeft
            stack.axis = .vertical
            stack.alignment = .leading
        }
        XCTAssertEqual(views[0].frame.minX, 150)
    }

    // MARK: Margins

    func test_layoutMargins_defaultToEightPointsOnEveryEdge() async {
        XCTAssertEqual(UIView().layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        XCTAssertEqual(UIStackView().isLayoutMarginsRelativeArrangement, false)
    }

    func test_marginsRelativeArrangement_insetsTheViewsByTheMargins() async {
        let (_, views) = makeStack([(50, 20)]) { $0.isLayoutMarginsRelativeArrangement = true }
        XCTAssertEqual(views[0].frame, CGRect(x: 8, y: 8, width: 284, height: 84))
    }

    func test_directionalMargins_flipInRightToLeft() async {
        let (stack, views) = makeStack([(50, 20)]) { stack in
            stack.semanticContentAttribute = .forceRightToLeft
            stack.isLayoutMarginsRelativeArrangement = true
            stack.alignment = .leading
            stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 30, bottom: 2, trailing: 10)
        }
        XCTAssertEqual(stack.layoutMargins, UIEdgeInsets(top: 1, left: 10, bottom: 2, right: 30))
        XCTAssertEqual(views[0].frame, CGRect(x: 10, y: 1, width: 260, height: 20))
    }

    // MARK: The stack's own size

    func test_intrinsicContentSize_sumsLengthsAndSpacingAndTakesLargestCrossSize() async {
        let stack = UIStackView(arrangedSubviews: [IntrinsicSizeView(width: 50, height: 20), IntrinsicSizeView(width: 60, height: 40)])
        stack.spacing = 10
        XCTAssertEqual(stack.intrinsicContentSize, CGSize(width: 120, height: 40))
        stack.axis = .vertical
        XCTAssertEqual(stack.intrinsicContentSize, CGSize(width: 60, height: 70))
        stack.distribution = .fillEqually
        XCTAssertEqual(stack.intrinsicContentSize, CGSize(width: 60, height: 90))
    }

    func test_intrinsicContentSize_includesMarginsAndSkipsHiddenViews() async {
        let hidden = IntrinsicSizeView(width: 500, height: 500)
        hidden.isHidden = true
        let stack = UIStackView(arrangedSubviews: [IntrinsicSizeView(width: 50, height: 20), hidden])
        stack.spacing = 10
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(stack.intrinsicContentSize, CGSize(width: 56, height: 24))
    }

    func test_intrinsicContentSize_isNoMetricWhereNoArrangedViewHasOne() async {
        let stack = UIStackView(arrangedSubviews: [IntrinsicSizeView(width: UIView.noIntrinsicMetric, height: 20)])
        XCTAssertEqual(stack.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 20))
        XCTAssertEqual(stack.sizeThatFits(CGSize(width: 123, height: 456)), CGSize(width: 123, height: 20))
    }

    func test_nestedStack_isSizedByItsArrangedViews() async {
        let inner = UIStackView(arrangedSubviews: [IntrinsicSizeView(width: 40, height: 20), IntrinsicSizeView(width: 40, height: 20)])
        inner.axis = .vertical
        let (_, views) = makeStack([(50, 20)]) { stack in
            stack.alignment = .top
            stack.addArrangedSubview(inner)
            stack.arrangedSubviews[0].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        }
        XCTAssertEqual(inner.frame, CGRect(x: 260, y: 0, width: 40, height: 40))
        XCTAssertEqual(inner.arrangedSubviews[1].frame, CGRect(x: 0, y: 20, width: 40, height: 20))
        XCTAssertEqual(views[0].frame.width, 260)
    }

    func test_nestedStack_hidingInnerViewShrinksOuterLayoutWithinAFrame() async {
        let innerViews = [IntrinsicSizeView(width: 40, height: 20), IntrinsicSizeView(width: 40, height: 20)]
        let inner = UIStackView(arrangedSubviews: innerViews)
        inner.axis = .vertical
        let (_, _) = makeStack([(50, 20)], size: CGSize(width: 100, height: 300)) { stack in
            stack.axis = .vertical
            stack.distribution = .equalSpacing
            stack.insertArrangedSubview(inner, at: 0)
        }
        XCTAssertEqual(inner.frame.height, 40)
        innerViews[1].isHidden = true
        await app.runLoop.runFrames(1)
        XCTAssertEqual(inner.frame.height, 20)
    }

    // MARK: Priorities

    func test_contentPriorities_haveUIKitDefaults() async {
        let view = UIView()
        for axis in [UILayoutConstraintAxis.horizontal, .vertical] {
            XCTAssertEqual(view.contentHuggingPriority(for: axis), .defaultLow)
            XCTAssertEqual(view.contentCompressionResistancePriority(for: axis), .defaultHigh)
        }
        XCTAssertEqual([UILayoutPriority.required, .defaultHigh, .defaultLow, .fittingSizeLevel].map(\.rawValue), [1000, 750, 250, 50])
    }

    func test_contentPriorities_outOfRangeIsReportedAndClamped() async {
        let view = UIView()
        view.setContentHuggingPriority(UILayoutPriority(2000), for: .vertical)
        expectRuntimeIssues(count: 1)
        XCTAssertEqual(view.contentHuggingPriority(for: .vertical), .required)
        XCTAssertEqual(view.contentHuggingPriority(for: .horizontal), .defaultLow)
    }
}
