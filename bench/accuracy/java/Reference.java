// Compiler-grade reference entity edges for a Java repository (fastindex accuracy harness).
//
// usage: java bench/accuracy/java/Reference.java REPO_ROOT OUT_DIR [--classpath CP]
//
// Resolution comes from javac (the JDK compiler API: JavacTask parse + analyze, -proc:none) over every .java
// file of the repository at once, so every in-repo name is attributed from source; libraries not on the
// optional classpath are missing, and javac's errors for them are counted and skipped (attribution goes on:
// -XDshould-stop.ifError=FLOW). Each identifier, member select (`a.b`) and member reference (`A::b`) outside
// import and package declarations is resolved with Trees.getElement to its declaring element; elements
// declared in the repository that are entities give an edge from the innermost entity around the occurrence.
//
// Writes into OUT_DIR (format: docs/entity-edges.md): reference.tsv, baseline.tsv (naive name matching),
// entities.tsv, files.txt, stats.json.
import com.sun.source.tree.*;
import com.sun.source.util.*;

import javax.lang.model.element.*;
import javax.tools.*;
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.*;
import java.util.stream.*;

public class Reference {
    static Path root;
    static final Set<String> SKIP = Set.of("build", "target", "node_modules", "out", "bin");

    record Ent(String path, String qual) {}

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: Reference REPO_ROOT OUT_DIR [--classpath CP]");
            System.exit(2);
        }
        long t0 = System.nanoTime();
        root = Paths.get(args[0]).toAbsolutePath().normalize();
        Path out = Paths.get(args[1]);
        Files.createDirectories(out);
        String classpath = null;
        for (int i = 2; i + 1 < args.length; i++) if (args[i].equals("--classpath")) classpath = args[i + 1];

        List<Path> files = new ArrayList<>();
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes a) {
                String n = d.getFileName() == null ? "" : d.getFileName().toString();
                if (!d.equals(root) && (n.startsWith(".") || SKIP.contains(n))) return FileVisitResult.SKIP_SUBTREE;
                return FileVisitResult.CONTINUE;
            }
            @Override public FileVisitResult visitFile(Path f, BasicFileAttributes a) {
                String n = f.getFileName().toString();
                if (n.endsWith(".java") && !n.equals("module-info.java")) files.add(f);
                return FileVisitResult.CONTINUE;
            }
        });
        Collections.sort(files);

        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        Map<String, Integer> diagCounts = new TreeMap<>();
        List<String> diagSamples = new ArrayList<>();
        int[] errors = {0};
        DiagnosticListener<JavaFileObject> dl = d -> {
            if (d.getKind() != Diagnostic.Kind.ERROR) return;
            errors[0]++;
            diagCounts.merge(d.getCode(), 1, Integer::sum);
            if (diagSamples.size() < 20) {
                String src = d.getSource() == null ? "?" : rel(Paths.get(d.getSource().toUri()));
                diagSamples.add(src + ":" + d.getLineNumber() + ": " + d.getMessage(Locale.ROOT).split("\n")[0]);
            }
        };
        StandardJavaFileManager fm = javac.getStandardFileManager(dl, Locale.ROOT, StandardCharsets.UTF_8);
        List<String> opts = new ArrayList<>(List.of("-proc:none", "-implicit:none", "-encoding", "UTF-8",
                "-Xmaxerrs", "10000000", "-XDshould-stop.ifError=FLOW", "-XDshould-stop.at=FLOW", "-nowarn",
                "-Xlint:none"));
        if (classpath != null) opts.addAll(List.of("-classpath", classpath));
        JavacTask task = (JavacTask) javac.getTask(null, fm, dl, opts, null, fm.getJavaFileObjectsFromPaths(files));
        List<CompilationUnitTree> units = new ArrayList<>();
        task.parse().forEach(units::add);
        Trees trees = Trees.instance(task);
        TREES = trees;
        ELEMENTS = task.getElements();
        SourcePositions sp = trees.getSourcePositions();

        try {
            task.analyze();
        } catch (Throwable e) {
            System.err.println("[java-reference] analyze failed: " + e);
            throw e;
        }

        // entities from the attributed trees; members javac generated (default constructors, ...) are skipped
        Map<Tree, Ent> declEnt = new IdentityHashMap<>();
        Map<String, List<Ent>> byName = new HashMap<>();
        Set<Ent> entities = new LinkedHashSet<>();
        List<String> paths = new ArrayList<>();
        for (CompilationUnitTree cu : units) {
            String path = rel(Paths.get(cu.getSourceFile().toUri()));
            paths.add(path);
            for (Tree t : cu.getTypeDecls())
                if (t instanceof ClassTree c) collect(path, "", new TreePath(new TreePath(cu), c), declEnt, entities);
        }
        for (Ent e : entities) byName.computeIfAbsent(simple(e.qual()), k -> new ArrayList<>()).add(e);

        Set<List<String>> ref = new HashSet<>(), base = new HashSet<>();
        Map<String, Integer> stats = new TreeMap<>();
        for (CompilationUnitTree cu : units) {
            String path = rel(Paths.get(cu.getSourceFile().toUri()));
            CharSequence src = cu.getSourceFile().getCharContent(true);
            new TreePathScanner<Void, Void>() {
                @Override public Void visitImport(ImportTree t, Void v) { return null; }
                @Override public Void visitPackage(PackageTree t, Void v) { return null; }
                @Override public Void visitIdentifier(IdentifierTree t, Void v) {
                    long s = sp.getStartPosition(cu, t);
                    occurrence(t.getName().toString(), s);
                    return super.visitIdentifier(t, v);
                }
                @Override public Void visitMemberSelect(MemberSelectTree t, Void v) {
                    long e = sp.getEndPosition(cu, t);
                    String n = t.getIdentifier().toString();
                    occurrence(n, e < 0 ? -1 : e - n.length());
                    return super.visitMemberSelect(t, v);
                }
                @Override public Void visitMemberReference(MemberReferenceTree t, Void v) {
                    long e = sp.getEndPosition(cu, t);
                    String n = t.getName().toString();
                    occurrence(n.equals("<init>") ? "new" : n, e < 0 ? -1 : e - (n.equals("<init>") ? 3 : n.length()));
                    return super.visitMemberReference(t, v);
                }

                void occurrence(String name, long pos) {
                    // a name javac generated (implicit super(), an enum constant's `new E()`) is no occurrence
                    if (pos < 0 || pos + name.length() > src.length() ||
                            !src.subSequence((int) pos, (int) pos + name.length()).toString().equals(name)) {
                        stats.merge("generated_names_skipped", 1, Integer::sum);
                        return;
                    }
                    if (name.equals("class") || name.equals("this")) return;
                    Ent from = enclosing(getCurrentPath(), declEnt);
                    String fromQ = from == null ? "<module>" : from.qual();
                    stats.merge("occurrences", 1, Integer::sum);
                    if (!name.equals("super") && !name.equals("new"))
                        for (Ent e : byName.getOrDefault(name, List.of()))
                            if (!(e.path().equals(path) && e.qual().equals(fromQ)))
                                base.add(List.of(path, fromQ, e.path(), e.qual()));
                    Element el = trees.getElement(getCurrentPath());
                    if (el == null) { stats.merge("occurrences_unresolved", 1, Integer::sum); return; }
                    if (name.equals("super") && el.getKind() != ElementKind.CONSTRUCTOR) return;
                    Ent to = entityOf(el);
                    if (to == null) {
                        stats.merge(local(el) ? "occurrences_local_or_non_entity" : "occurrences_outside_repo",
                                1, Integer::sum);
                        return;
                    }
                    stats.merge("occurrences_to_entities", 1, Integer::sum);
                    if (!(to.path().equals(path) && to.qual().equals(fromQ)))
                        ref.add(List.of(path, fromQ, to.path(), to.qual()));
                }

                Ent entityOf(Element el) {
                    TreePath p = trees.getPath(el);
                    if (p == null) return null;
                    return declEnt.get(p.getLeaf());
                }

                boolean local(Element el) { return trees.getPath(el) != null; }
            }.scan(cu, null);
        }

        write(out.resolve("reference.tsv"), ref.stream().map(l -> String.join("\t", l)));
        write(out.resolve("baseline.tsv"), base.stream().map(l -> String.join("\t", l)));
        write(out.resolve("entities.tsv"), entities.stream().map(e -> e.path() + "\t" + e.qual()).distinct());
        write(out.resolve("files.txt"), paths.stream());

        StringBuilder js = new StringBuilder("{\n");
        js.append("  \"tool\": \"javac ").append(System.getProperty("java.version"))
                .append(" (JDK compiler API, parse + analyze)").append(classpath != null ? " with a classpath" : "")
                .append("\",\n");
        js.append("  \"files\": ").append(paths.size()).append(",\n");
        js.append("  \"entities\": ").append(entities.size()).append(",\n");
        js.append("  \"edges\": ").append(ref.size()).append(",\n");
        js.append("  \"baseline_edges\": ").append(base.size()).append(",\n");
        js.append("  \"compile_errors\": ").append(errors[0]).append(",\n");
        for (var e : stats.entrySet()) js.append("  \"").append(e.getKey()).append("\": ").append(e.getValue()).append(",\n");
        js.append("  \"compile_errors_by_code\": {").append(diagCounts.entrySet().stream()
                .sorted((a, b) -> b.getValue() - a.getValue()).limit(12)
                .map(e -> "\"" + esc(e.getKey()) + "\": " + e.getValue()).collect(Collectors.joining(", "))).append("},\n");
        js.append("  \"compile_error_samples\": [").append(diagSamples.stream().map(s -> "\"" + esc(s) + "\"")
                .collect(Collectors.joining(",\n    "))).append("],\n");
        js.append("  \"seconds\": ").append(String.format(Locale.ROOT, "%.1f", (System.nanoTime() - t0) / 1e9)).append("\n}\n");
        Files.writeString(out.resolve("stats.json"), js.toString());
        System.err.printf(Locale.ROOT, "[java-reference] %d files, %d entities, %d edges, %d compile errors, %.1fs%n",
                paths.size(), entities.size(), ref.size(), errors[0], (System.nanoTime() - t0) / 1e9);
    }

    static Trees TREES;
    static javax.lang.model.util.Elements ELEMENTS;

    /** Entities (docs/entity-edges.md): top-level, member and nested classes/interfaces/enums/records/annotation
     *  types (not local or anonymous ones); their methods and constructors (`C.C`, overloads share a name),
     *  fields, annotation elements and record components. Enum constants are not entities (enum members). */
    static void collect(String path, String prefix, TreePath cp, Map<Tree, Ent> declEnt, Set<Ent> entities) {
        ClassTree c = (ClassTree) cp.getLeaf();
        String cq = prefix + c.getSimpleName();
        Ent ce = new Ent(path, cq);
        declEnt.put(c, ce);
        entities.add(ce);
        for (Tree m : c.getMembers()) {
            TreePath mp = new TreePath(cp, m);
            Element el = TREES.getElement(mp);
            if (el != null && ELEMENTS.getOrigin(el) == javax.lang.model.util.Elements.Origin.MANDATED
                    && el.getKind() != ElementKind.FIELD) continue;     // default constructor, record accessor
            if (m instanceof ClassTree) {
                collect(path, cq + ".", mp, declEnt, entities);
            } else if (m instanceof MethodTree mt) {
                String n = mt.getName().toString();
                Ent e = new Ent(path, cq + "." + (n.equals("<init>") ? c.getSimpleName().toString() : n));
                declEnt.put(m, e);
                entities.add(e);
            } else if (m instanceof VariableTree vt) {
                if (el != null && el.getKind() == ElementKind.ENUM_CONSTANT) continue;
                Ent e = new Ent(path, cq + "." + vt.getName());
                declEnt.put(m, e);
                entities.add(e);
            }
        }
    }

    /** The innermost entity around a tree path: a member method/field/class declaration; members of local and
     *  anonymous classes and lambdas belong to the entity around them. */
    static Ent enclosing(TreePath p, Map<Tree, Ent> declEnt) {
        for (TreePath q = p; q != null; q = q.getParentPath()) {
            Ent e = declEnt.get(q.getLeaf());
            if (e != null) return e;
        }
        return null;
    }

    static String simple(String q) { return q.substring(q.lastIndexOf('.') + 1); }

    static String rel(Path p) { return root.relativize(p.toAbsolutePath().normalize()).toString().replace(File.separatorChar, '/'); }

    static String esc(String s) { return s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", " ").replace("\t", " "); }

    static void write(Path p, Stream<String> lines) throws IOException {
        List<String> l = lines.sorted().collect(Collectors.toList());
        Files.write(p, l, StandardCharsets.UTF_8);
    }
}
