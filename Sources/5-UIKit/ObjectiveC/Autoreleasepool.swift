/// Runs `body` in an autorelease pool (Apple, `autoreleasepool(invoking:)`):
/// objects autoreleased inside are released when it returns. Swift on Linux
/// has no autorelease pools — every object is released when its last
/// reference goes, so there is nothing to drain — and Foundation there lacks
/// the function (measured with Swift 6.3); it runs `body` and returns its result.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
