/// The limits of the YAML reader (``SceneDocument``) on every file it reads:
/// scenes, synth scripts and case files.
///
/// Decoding recurses once per level of nesting, so a file nested thousands of
/// levels deep would overflow the stack; the reader keeps its open collections
/// in an array and stops at the first one that opens deeper than
/// ``maximumDepth``, with its line, column and key path. Aliases (`*name`)
/// would let a short file stand for an unbounded tree: the reader refuses them.
package enum SceneNesting {
    /// The deepest nesting of mappings and lists a scene may have: 256. A view
    /// `n` levels below `root` has its mapping at depth `2n + 2` (the file's
    /// mapping, then a `subviews` list and a mapping a level) and its `frame`
    /// list one deeper, so views may nest 126 levels below `root`.
    static let maximumDepth = 256

    /// The message for a mapping or list that opens deeper than ``maximumDepth``.
    static let tooDeep = "nested deeper than \(maximumDepth) levels of mappings and lists, the most a scene or script may have"
    /// The message for an alias.
    static let aliasRefused = "aliases (*name) are not supported in a scene or script; write the node out where it is used"
}
