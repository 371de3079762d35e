import Testing
@Test func placeholderXServerTests() {}
