import Foundation
import Testing
@_spi(TouchLab) @testable import UIKit
import UIKitHeadless

/// `contentInset`, `adjustedContentInset` and the scroll indicators, driven
/// by a finger through the headless driver (Behaviour §14, "Insets").
@Suite("Scroll view insets and indicators")
struct ScrollInsetTests {
    /// A 300×400 scroll view at (0, 100) — below the status bar, so its safe
    /// area is empty — over 1,000 points of content.
    final class InsetScene: UIScrollViewDelegate {
        let driver: HeadlessDriver
        let controller = UIViewController()
        let scrollView: UIScrollView
        var insetChanges = 0
        init(frame: CGRect = CGRect(x: 0, y: 100, width: 300, height: 400),
             contentSize: CGSize = CGSize(width: 300, height: 1000)) throws {
            driver = try HeadlessDriver()
            scrollView = UIScrollView(frame: frame)
            scrollView.contentSize = contentSize
            scrollView.addSubview(UIView(frame: CGRect(origin: .zero, size: contentSize)))
            driver.makeWindow(rootViewController: controller)
            controller.view.addSubview(scrollView)
            scrollView.delegate = self
            driver.runUntilIdle()
        }
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { insetChanges += 1 }

        /// A slow drag that ends at rest (no flick), finger lifted.
        func drag(by dy: CGFloat, at x: CGFloat = 150, from y: CGFloat = 300) {
            driver.touchDown(at: CGPoint(x: x, y: y))
            driver.move(through: (1...40).map { CGPoint(x: x, y: y + dy * CGFloat($0) / 40) }, interval: 0.02)
            driver.advance(by: 0.2)   // rests before lifting: no velocity
            driver.touchUp(at: CGPoint(x: x, y: y + dy))
        }
    }

    @Test("contentInset: a new scroll view shows the room above its content, and a drag stops at -top and at content + bottom")
    func contentInsetBoundsTheOffset() throws {
        let scene = try InsetScene()
        let s = scene.scrollView
        s.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0))
        #expect(s.contentOffset == CGPoint(x: 0, y: -50), "at rest at the top, the content moves down by the inset")
        #expect(scene.insetChanges == 1)

        // Pull past the top: the rubber band is measured from -50, and it springs back there.
        scene.drag(by: 120)
        #expect(s.contentOffset.y < -50)
        scene.driver.advance(by: 3)
        #expect(s.contentOffset.y == -50)

        // Push far past the bottom and let go: it settles at 1000 + 30 − 400.
        scene.drag(by: -350, from: 480)
        scene.drag(by: -350, from: 480)
        scene.drag(by: -350, from: 480)
        scene.driver.advance(by: 3)
        #expect(s.contentOffset.y == 630)
        // Setting the offset is kept within the same ends.
        s.contentOffset = CGPoint(x: 0, y: -500)
        #expect(s.contentOffset.y == -50)
    }

    @Test("a fling with insets comes to rest at -adjustedContentInset.top, not at 0")
    func momentumHonoursInsets() throws {
        let scene = try InsetScene()
        let s = scene.scrollView
        s.contentInset = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
        s.contentOffset = CGPoint(x: 0, y: 200)
        scene.driver.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 450), duration: 0.1, steps: 10)
        scene.driver.advance(by: 6)
        #expect(!s.isDecelerating)
        #expect(s.contentOffset.y == -40)
    }

    @Test("paging counts pages from -adjustedContentInset")
    func pagingHonoursInsets() throws {
        let scene = try InsetScene(contentSize: CGSize(width: 300, height: 1600))
        let s = scene.scrollView
        s.isPagingEnabled = true
        s.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(s.contentOffset.y == -20)
        scene.drag(by: -250, from: 480)   // past half a page, released at rest: the nearest page
        scene.driver.advance(by: 3)
        #expect(s.contentOffset.y == 380, "page 1 is one height below page 0 at -20")
    }

    @Test("adjustedContentInset: each behaviour on a full-screen scroll view under the status bar and home indicator")
    func adjustmentBehaviours() throws {
        let screen = CGRect(x: 0, y: 0, width: 430, height: 932)
        let tall = try InsetScene(frame: screen, contentSize: CGSize(width: 430, height: 3000))
        let s = tall.scrollView
        let safe = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        #expect(s.safeAreaInsets == safe)
        #expect(s.adjustedContentInset == safe, ".automatic, content taller than the view: top and bottom")
        #expect(s.contentOffset.y == -59, "the list starts below the status bar")
        #expect(tall.insetChanges == 1)
        s.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 69, left: 0, bottom: 44, right: 0), "added to contentInset")
        s.contentInsetAdjustmentBehavior = .never
        #expect(s.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
        #expect(s.contentOffset.y == -10)

        let short = try InsetScene(frame: screen, contentSize: CGSize(width: 430, height: 500))
        let t = short.scrollView
        #expect(t.adjustedContentInset == .zero, ".automatic, content shorter, no navigation controller: nothing")
        t.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(t.adjustedContentInset == .zero)
        t.alwaysBounceVertical = true
        #expect(t.adjustedContentInset == safe, ".scrollableAxes with alwaysBounceVertical: top and bottom")
        t.alwaysBounceVertical = false
        t.contentInsetAdjustmentBehavior = .always
        #expect(t.adjustedContentInset == safe)

        // The view of a controller in a navigation controller: adjusted vertically even when short.
        let driver = try HeadlessDriver()
        let list = ScrollViewController()
        list.scrollView.contentSize = CGSize(width: 430, height: 500)
        driver.makeWindow(rootViewController: UINavigationController(rootViewController: list))
        driver.runUntilIdle()
        #expect(list.scrollView.safeAreaInsets.top > 0)
        #expect(list.scrollView.adjustedContentInset.top == list.scrollView.safeAreaInsets.top)
        list.scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(list.scrollView.adjustedContentInset.top == 0, "not with .scrollableAxes")
    }

    /// A controller whose view is a scroll view (a list's).
    final class ScrollViewController: UIViewController {
        let scrollView = UIScrollView(frame: UIScreen.main.bounds)
        override func loadView() { view = scrollView }
    }

    /// A subclass sees the change: `adjustedContentInsetDidChange`, once per change.
    final class RecordingScrollView: UIScrollView {
        var changes: [UIEdgeInsets] = []
        override func adjustedContentInsetDidChange() {
            super.adjustedContentInsetDidChange()
            changes.append(adjustedContentInset)
        }
    }

    @Test("adjustedContentInsetDidChange is called once per change, and not when nothing changed")
    func didChangeOncePerChange() {
        let s = RecordingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        s.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        s.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        s.contentInset.bottom = 7
        #expect(s.changes == [UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0), UIEdgeInsets(top: 5, left: 0, bottom: 7, right: 0)])
        s.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(s.verticalScrollIndicatorInsets == s.horizontalScrollIndicatorInsets)
    }

    @Test("the vertical indicator shows while a finger drags, at the trailing edge, sized by the visible part, then fades in 0.33 s")
    func verticalIndicatorWhileDragging() throws {
        let scene = try InsetScene()
        let s = scene.scrollView
        s.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        #expect(s.scrollIndicatorOpacity == 0, "hidden at rest")
        scene.driver.touchDown(at: CGPoint(x: 150, y: 400))
        scene.driver.move(through: (1...20).map { CGPoint(x: 150, y: 400 - CGFloat($0) * 10) }, interval: 0.02)
        #expect(s.isDragging)
        #expect(s.scrollIndicatorOpacity == 1)
        let bar = try #require(s.scrollIndicatorFrames.vertical)
        #expect(s.scrollIndicatorFrames.horizontal == nil, "the content is no wider than the view")
        #expect(bar.minX == 300 - 2.5 - 2.5 && bar.width == 2.5)
        // Track 400 − 2·2.5 = 395; content with insets 1,080; 400 of it shows.
        let length = 395 * 400 / 1080.0
        #expect(abs(bar.height - length) < 0.01)
        let progress = (s.contentOffset.y + 50) / 680
        #expect(abs(bar.minY - (s.contentOffset.y + 2.5 + progress * (395 - length))) < 0.01,
                "it sits in the bounds, as far down its track as the offset is from -50 to 630")

        scene.driver.advance(by: 0.2)   // held still: no fling
        scene.driver.touchUp(at: CGPoint(x: 150, y: 200))
        #expect(!s.isDecelerating)
        scene.driver.advance(by: 0.15)
        #expect(s.scrollIndicatorOpacity > 0.3 && s.scrollIndicatorOpacity < 0.7, "half-way through the fade: \(s.scrollIndicatorOpacity)")
        scene.driver.advance(by: 0.3)
        #expect(s.scrollIndicatorOpacity == 0)
    }

    @Test("the indicator stays through a glide and fades when it ends; past an edge it is squeezed")
    func indicatorThroughGlideAndRubberBand() throws {
        let scene = try InsetScene()
        let s = scene.scrollView
        scene.driver.drag(from: CGPoint(x: 150, y: 450), to: CGPoint(x: 150, y: 250), duration: 0.1, steps: 10)
        #expect(s.isDecelerating)
        scene.driver.advance(by: 0.5)
        #expect(s.isDecelerating && s.scrollIndicatorOpacity == 1)
        scene.driver.advance(by: 6)
        #expect(!s.isDecelerating && s.scrollIndicatorOpacity == 0)

        // Pull down past the top: the bar is pinned at the top of its track and shorter.
        s.contentOffset = CGPoint(x: 0, y: 300)
        let full = Self.indicatorLength(s, whilePulling: 0, scene: scene)
        s.contentOffset = .zero
        let squeezed = Self.indicatorLength(s, whilePulling: 200, scene: scene)
        #expect(squeezed.minY < 0, "drawn in the bounds, which are above the content's top")
        #expect(abs(full.height - 395 * 400 / 1000.0) < 0.01)
        #expect(squeezed.height < full.height)
        #expect(squeezed.height >= 8)
    }

    static func indicatorLength(_ s: UIScrollView, whilePulling dy: CGFloat, scene: InsetScene) -> CGRect {
        scene.driver.touchDown(at: CGPoint(x: 150, y: 200))
        scene.driver.move(through: (1...20).map { CGPoint(x: 150, y: 200 + 20 + dy * CGFloat($0) / 20) }, interval: 0.02)
        let bar = s.scrollIndicatorFrames.vertical ?? .null
        scene.driver.advance(by: 0.2)
        scene.driver.touchUp(at: CGPoint(x: 150, y: 220 + dy))
        scene.driver.advance(by: 3)
        return bar
    }

    @Test("showsVerticalScrollIndicator = false: no bar; verticalScrollIndicatorInsets move the track in")
    func indicatorSwitchesAndInsets() throws {
        let scene = try InsetScene()
        let s = scene.scrollView
        s.verticalScrollIndicatorInsets = UIEdgeInsets(top: 20, left: 0, bottom: 20, right: 10)
        let bar = try #require(s.scrollIndicatorFrames.vertical)
        #expect(abs(bar.minX - (300 - 10 - 2.5 - 2.5)) < 1e-9)
        #expect(abs(bar.minY - (s.contentOffset.y + 20 + 2.5)) < 1e-9, "at the top of a track 20 points in")
        s.showsVerticalScrollIndicator = false
        #expect(s.scrollIndicatorFrames.vertical == nil)
    }
}
