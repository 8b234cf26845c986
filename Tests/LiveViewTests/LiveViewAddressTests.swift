import LiveView
import Testing

/// `--serve`'s addresses (LiveViewAddress): our decision is loopback unless another address is
/// named, and an address beyond this machine only with the explicit flag (docs/live-view.md).
@Suite struct LiveViewAddressTests {
    @Test(arguments: [
        ("8080", "127.0.0.1", 8080, true), ("0", "127.0.0.1", 0, true), ("127.0.0.1:9000", "127.0.0.1", 9000, true),
        ("localhost:80", "localhost", 80, true), ("[::1]:8080", "::1", 8080, true), ("127.8.9.10:1", "127.8.9.10", 1, true),
        ("0.0.0.0:8080", "0.0.0.0", 8080, false), ("192.168.1.20", "192.168.1.20", 8080, false), ("[::]:8080", "::", 8080, false),
        ("[fe80::1]", "fe80::1", 8080, false),
    ])
    func anAddressIsReadAsHostAndPortAndKnownLoopbackOrNot(text: String, host: String, port: Int, loopback: Bool) throws {
        let address = try LiveViewAddress(parsing: text)
        #expect(address.host == host && address.port == port && address.isLoopback == loopback, "\(address)")
    }

    @Test(arguments: [
        ("", "no host before the port"), ("65536", "from 0 to 65535"), ("127.0.0.1:-1", "from 0 to 65535"), ("127.0.0.1:80x", "from 0 to 65535"),
        ("::1:80", "in brackets"), ("[::1", "closes with ]"), ("[::1]8080", "after ] comes :PORT"), ("example.com", "no name is looked up"),
        ("256.1.1.1:80", "no name is looked up"), ("[1:2:3]:80", "no name is looked up"),
    ])
    func aTextThatIsNoAddressIsOneLineNamingItAndWhy(text: String, reason: String) {
        #expect {
            _ = try LiveViewAddress(parsing: text)
        } throws: { error in
            let line = "\(error)"
            return line.hasPrefix("\(text): not an address to serve on: ") && line.contains(reason) && !line.contains("\n")
        }
    }

    @Test func anAddressIsWrittenAsItIsTyped() {
        #expect(LiveViewAddress(host: "::1", port: 80).description == "[::1]:80")
        #expect(LiveViewAddress(host: "127.0.0.1", port: 80).description == "127.0.0.1:80")
    }
}
