import Testing
@Test func placeholderUIKitTests() {}
