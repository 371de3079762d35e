@_spi(TouchLab) import CoreGraphics
import Foundation

/// UIKit's stack of current graphics contexts. `draw(_:)`, an image
/// renderer's block and `UIGraphicsBeginImageContext…` push one; drawing code
/// written for iOS asks for the top with `UIGraphicsGetCurrentContext()`.
/// As in UIKit, the stack is the calling thread's own: each run loop draws its own views.
enum GraphicsContextStack {
    private struct Stacks { var contexts: [CGContext] = []; var imageContexts: [CGContext] = [] }
    private static let stacks = PerThread { Stacks() }
    static var contexts: [CGContext] {
        get { stacks.withValue { $0.contexts } }
        set { stacks.withValue { $0.contexts = newValue } }
    }
    /// The image contexts begun with `UIGraphicsBeginImageContext…`, so End pops only what Begin pushed.
    static var imageContexts: [CGContext] {
        get { stacks.withValue { $0.imageContexts } }
        set { stacks.withValue { $0.imageContexts = newValue } }
    }
}

/// The context on top of UIKit's stack: the one `draw(_:)` or a renderer is drawing into; nil outside them.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.contexts.last }

/// Makes `context` the current one until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.contexts.append(context) }

/// Restores the context that was current before the last push.
public func UIGraphicsPopContext() { _ = GraphicsContextStack.contexts.popLast() }

/// Begins an image context of `size` at `scale` (0: the main screen's scale), and makes it current.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale > 0 ? scale : UIScreen.main.scale
    // A zero size gives no context on iOS (it logs an error); drawing then goes nowhere.
    guard let context = CGContext(uikitBitmapOfSize: size, scale: s, opaque: opaque) else { return }
    GraphicsContextStack.imageContexts.append(context)
    UIGraphicsPushContext(context)
}

/// Begins an opaque-free image context at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The current image context's pixels as an image; nil if the current context is not one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = UIGraphicsGetCurrentContext(), GraphicsContextStack.imageContexts.last === context,
          let cg = context.makeImage() else { return nil }
    return UIImage(cgImage: cg, scale: context.baseScale, orientation: .up)
}

/// Ends the image context begun last, popping it off the stack.
public func UIGraphicsEndImageContext() {
    guard let context = GraphicsContextStack.imageContexts.popLast() else { return }
    if let i = GraphicsContextStack.contexts.lastIndex(where: { $0 === context }) { GraphicsContextStack.contexts.remove(at: i) }
}

/// Fills `rect` in the current context with the current fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
/// Strokes `rect`'s outline in the current context.
public func UIRectFrame(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.stroke(rect) }
