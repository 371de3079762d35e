import Testing
@Test func placeholderHIDTests() {}
