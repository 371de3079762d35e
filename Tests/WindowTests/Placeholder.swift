import Testing
@Test func placeholderWindowTests() {}
