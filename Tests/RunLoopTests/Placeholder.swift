import Testing
@Test func placeholderRunLoopTests() {}
