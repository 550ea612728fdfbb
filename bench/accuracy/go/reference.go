// Compiler-grade reference entity edges for a Go repository (fastindex accuracy harness).
//
// usage: reference REPO_ROOT OUT_DIR
//
// Resolution comes from go/types (the type checker of the Go toolchain), run from source over every package
// of the repository with the standard library from GOROOT; no module proxy, no network. Imports of the
// repository's own modules (go.mod `module` paths, several modules allowed) are type-checked from their
// folders; any other import (third-party modules, unavailable offline) becomes an empty fake package, and
// the type errors this causes are counted and skipped (types.Config.Error), so everything that does not
// depend on a third-party type still resolves.
//
// Writes into OUT_DIR (format: docs/entity-edges.md): reference.tsv, baseline.tsv (naive name matching),
// entities.tsv, files.txt, stats.json and reference-notes.tsv (edges seen only through a struct-literal key
// or only as an implicit `implements`; score.py uses it to categorize).
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/build"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"time"
)

type entity struct {
	path, qual string
	start, end token.Pos // extent for attributing occurrences
}

type pkgFiles struct {
	dir, name  string
	files      []*ast.File // non-test files
	intTests   []*ast.File // _test.go files of the same package
	extTests   []*ast.File // _test.go files of package name_test
	importPath string
}

var (
	fset      = token.NewFileSet()
	repoRoot  string
	modules   [][2]string // module path, folder (relative), longest path first
	byDir     = map[string]*pkgFiles{}
	plain     = map[string]*types.Package{} // dir -> its package with internal test files (what importers see)
	infos     = map[string]*types.Info{}
	cycles    = 0
	inFlight  = map[string]bool{}
	stdImp    = importer.Default()
	fakes     = map[string]*types.Package{}
	fakeCount = map[string]int{}
	typeErrs  = 0
	errSample []string
	moduleRE  = regexp.MustCompile(`(?m)^\s*module\s+"?([^\s"]+)"?`)
	versionRE = regexp.MustCompile(`^v\d+$`)
)

func rel(p string) string {
	r, err := filepath.Rel(repoRoot, p)
	if err != nil {
		return p
	}
	return filepath.ToSlash(r)
}

func skipDir(name string) bool {
	return name == "vendor" || name == "testdata" || name == "node_modules" ||
		strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")
}

func onError(err error) {
	typeErrs++
	if len(errSample) < 20 {
		errSample = append(errSample, rel(err.Error()))
	}
}

// dirOfImport maps an import path of one of the repository's modules to its folder ("" = not ours).
func dirOfImport(path string) string {
	for _, m := range modules {
		if path == m[0] || strings.HasPrefix(path, m[0]+"/") {
			return filepath.Join(repoRoot, m[1], strings.TrimPrefix(path[len(m[0]):], "/"))
		}
	}
	return ""
}

func importPathOf(dir string) string {
	r := rel(dir)
	best, bestLen := "", -1
	for _, m := range modules {
		f := m[1]
		if f == "." {
			f = ""
		}
		if (f == "" || r == f || strings.HasPrefix(r, f+"/")) && len(f) > bestLen {
			rest := strings.TrimPrefix(strings.TrimPrefix(r, f), "/")
			if r == "." {
				rest = ""
			}
			best, bestLen = strings.TrimSuffix(m[0]+"/"+rest, "/"), len(f)
		}
	}
	if best == "" {
		return "repo.invalid/" + r
	}
	return best
}

func guessName(path string) string {
	parts := strings.Split(path, "/")
	last := parts[len(parts)-1]
	if versionRE.MatchString(last) && len(parts) > 1 {
		last = parts[len(parts)-2]
	}
	last = strings.SplitN(last, ".", 2)[0]
	last = strings.TrimPrefix(last, "go-")
	last = strings.TrimSuffix(last, "-go")
	return strings.Map(func(r rune) rune {
		if r == '-' || r == '.' {
			return '_'
		}
		return r
	}, last)
}

type imp struct{}

func (imp) Import(path string) (*types.Package, error) { return imp{}.ImportFrom(path, "", 0) }

func (imp) ImportFrom(path, _ string, _ types.ImportMode) (*types.Package, error) {
	if d := dirOfImport(path); d != "" {
		if p := checkPlain(d); p != nil {
			return p, nil
		}
	}
	if path != "C" && path != "unsafe" {
		if p, err := stdImp.Import(path); err == nil {
			return p, nil
		}
	} else if path == "unsafe" {
		return types.Unsafe, nil
	}
	fakeCount[path]++
	if p, ok := fakes[path]; ok {
		return p, nil
	}
	p := types.NewPackage(path, guessName(path))
	p.MarkComplete()
	fakes[path] = p
	return p, nil
}

func config() *types.Config {
	return &types.Config{Importer: imp{}, Error: onError, FakeImportC: false}
}

// checkPlain type-checks a folder's package with its internal _test.go files, once: the package every
// importer sees and the one analysed (go test compiles importers against the package without its tests, but
// the go tool rejects internal tests that would close an import cycle, so this adds no cycle; the one case it
// can add, two packages whose internal tests import each other, falls back to a fake package and is counted).
func checkPlain(dir string) *types.Package {
	if p, ok := plain[dir]; ok {
		return p
	}
	pf := byDir[dir]
	if pf == nil || len(pf.files)+len(pf.intTests) == 0 {
		return nil
	}
	if inFlight[dir] {
		cycles++
		return nil
	}
	inFlight[dir] = true
	info := newInfo()
	files := append(append([]*ast.File{}, pf.files...), pf.intTests...)
	p, _ := config().Check(pf.importPath, fset, files, info)
	delete(inFlight, dir)
	plain[dir] = p
	infos[dir] = info
	return p
}

func newInfo() *types.Info {
	return &types.Info{Defs: map[*ast.Ident]types.Object{}, Uses: map[*ast.Ident]types.Object{},
		Types: map[ast.Expr]types.TypeAndValue{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}
}

// ---------------------------------------------------------------------------------------------------------
// entities (docs/entity-edges.md): package-level funcs, methods (T.m), types, struct fields (T.f), interface
// methods (I.m), package-level vars and consts. Not entities: anything in a function body, fields of
// anonymous struct types, the blank identifier.

func recvName(fd *ast.FuncDecl) string {
	t := fd.Recv.List[0].Type
	for {
		switch x := t.(type) {
		case *ast.StarExpr:
			t = x.X
		case *ast.ParenExpr:
			t = x.X
		case *ast.IndexExpr:
			t = x.X
		case *ast.IndexListExpr:
			t = x.X
		case *ast.Ident:
			return x.Name
		default:
			return ""
		}
	}
}

func fileEntities(path string, f *ast.File, byPos map[token.Pos]*entity) []*entity {
	var out []*entity
	add := func(name *ast.Ident, qual string, n ast.Node) {
		if name == nil || name.Name == "_" || qual == "" {
			return
		}
		e := &entity{path, qual, n.Pos(), n.End()}
		out = append(out, e)
		byPos[name.Pos()] = e
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv != nil && len(d.Recv.List) > 0 {
				if r := recvName(d); r != "" {
					add(d.Name, r+"."+d.Name.Name, d)
				}
			} else {
				add(d.Name, d.Name.Name, d)
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					add(s.Name, s.Name.Name, s)
					switch t := s.Type.(type) {
					case *ast.StructType:
						for _, fl := range t.Fields.List {
							for _, n := range fl.Names {
								add(n, s.Name.Name+"."+n.Name, fl)
							}
						}
					case *ast.InterfaceType:
						for _, fl := range t.Methods.List {
							for _, n := range fl.Names {
								add(n, s.Name.Name+"."+n.Name, fl)
							}
						}
					}
				case *ast.ValueSpec:
					for _, n := range s.Names {
						add(n, n.Name, s)
					}
				}
			}
		}
	}
	return out
}

// innermost returns the smallest entity extent containing pos (nil = <module>).
func innermost(ents []*entity, pos token.Pos) *entity {
	var best *entity
	for _, e := range ents {
		if e.start <= pos && pos < e.end && (best == nil || e.end-e.start < best.end-best.start) {
			best = e
		}
	}
	return best
}

type edge [4]string

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: reference REPO_ROOT OUT_DIR")
		os.Exit(2)
	}
	t0 := time.Now()
	var err error
	repoRoot, err = filepath.Abs(os.Args[1])
	if err != nil {
		panic(err)
	}
	outDir := os.Args[2]
	os.MkdirAll(outDir, 0o755)

	ctxt := build.Default
	ctxt.GOOS, ctxt.GOARCH, ctxt.CgoEnabled = "linux", "amd64", true
	var goFiles []string
	excluded := 0
	filepath.WalkDir(repoRoot, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			if p != repoRoot && skipDir(d.Name()) {
				return filepath.SkipDir
			}
			return nil
		}
		if d.Name() == "go.mod" {
			if b, e := os.ReadFile(p); e == nil {
				if m := moduleRE.FindSubmatch(b); m != nil {
					modules = append(modules, [2]string{string(m[1]), rel(filepath.Dir(p))})
				}
			}
		}
		if strings.HasSuffix(d.Name(), ".go") {
			if ok, e := ctxt.MatchFile(filepath.Dir(p), d.Name()); e == nil && ok {
				goFiles = append(goFiles, p)
			} else {
				excluded++
			}
		}
		return nil
	})
	sort.Slice(modules, func(i, j int) bool { return len(modules[i][0]) > len(modules[j][0]) })
	sort.Strings(goFiles)

	parseErrs := 0
	pathOf := map[*ast.File]string{}
	for _, p := range goFiles {
		f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
		if f == nil {
			parseErrs++
			continue
		}
		if err != nil {
			parseErrs++
		}
		dir := filepath.Dir(p)
		pf := byDir[dir]
		if pf == nil {
			pf = &pkgFiles{dir: dir, importPath: importPathOf(dir)}
			byDir[dir] = pf
		}
		pathOf[f] = rel(p)
		name := f.Name.Name
		isTest := strings.HasSuffix(p, "_test.go")
		switch {
		case isTest && strings.HasSuffix(name, "_test"):
			pf.extTests = append(pf.extTests, f)
		case isTest:
			pf.intTests = append(pf.intTests, f)
		default:
			if pf.name == "" {
				pf.name = name
			}
			if name == pf.name {
				pf.files = append(pf.files, f)
			} else {
				excluded++ // a second package clause in one folder (go build rejects it): not analysed
				delete(pathOf, f)
			}
		}
	}

	// entities of every analysed file
	dirs := make([]string, 0, len(byDir))
	for d := range byDir {
		dirs = append(dirs, d)
	}
	sort.Strings(dirs)
	byPos := map[token.Pos]*entity{}
	entsOf := map[*ast.File][]*entity{}
	var allFiles []*ast.File
	for _, d := range dirs {
		pf := byDir[d]
		for _, group := range [][]*ast.File{pf.files, pf.intTests, pf.extTests} {
			for _, f := range group {
				if _, ok := pathOf[f]; ok {
					entsOf[f] = fileEntities(pathOf[f], f, byPos)
					allFiles = append(allFiles, f)
				}
			}
		}
	}
	nameIndex := map[string][]*entity{}
	for _, f := range allFiles {
		for _, e := range entsOf[f] {
			simple := e.qual[strings.LastIndex(e.qual, ".")+1:]
			nameIndex[simple] = append(nameIndex[simple], e)
		}
	}

	// the entity an object denotes: by its declaring identifier's position; an embedded field denotes its type
	entityOf := func(obj types.Object) *entity {
		if v, ok := obj.(*types.Var); ok && v.Embedded() {
			t := v.Type()
			if p, ok := t.(*types.Pointer); ok {
				t = p.Elem()
			}
			if n, ok := t.(*types.Named); ok {
				obj = n.Obj()
			}
		}
		return byPos[obj.Pos()]
	}

	ref := map[edge]bool{}
	via := map[edge]string{} // "" = seen in code; else only through that form
	base := map[edge]bool{}
	stats := map[string]int{}
	addRef := func(e edge, kind string) {
		if e[0] == e[2] && e[1] == e[3] {
			return
		}
		if !ref[e] {
			ref[e] = true
			via[e] = kind
		} else if via[e] != "" && via[e] != kind {
			via[e] = ""
		}
	}
	keyIdents := map[*ast.Ident]bool{}
	analyse := func(files []*ast.File, info *types.Info) {
		for _, f := range files {
			path, ok := pathOf[f]
			if !ok {
				continue
			}
			ents := entsOf[f]
			skip := map[*ast.Ident]bool{f.Name: true}
			for _, is := range f.Imports {
				if is.Name != nil {
					skip[is.Name] = true
				}
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if cl, ok := n.(*ast.CompositeLit); ok {
					for _, el := range cl.Elts {
						if kv, ok := el.(*ast.KeyValueExpr); ok {
							if id, ok := kv.Key.(*ast.Ident); ok {
								keyIdents[id] = true
							}
						}
					}
				}
				id, ok := n.(*ast.Ident)
				if !ok || skip[id] || id.Name == "_" {
					return true
				}
				if _, isDef := info.Defs[id]; isDef {
					if obj := info.Uses[id]; obj == nil {
						return true // a declaration's own name
					}
				}
				src := innermost(ents, id.Pos())
				srcQ := "<module>"
				if src != nil {
					srcQ = src.qual
				}
				stats["occurrences"]++
				for _, e := range nameIndex[id.Name] {
					if !(e.path == path && e.qual == srcQ) {
						base[edge{path, srcQ, e.path, e.qual}] = true
					}
				}
				obj := info.Uses[id]
				switch {
				case obj == nil:
					stats["occurrences_unresolved"]++
					return true
				case obj.Pkg() == nil:
					stats["occurrences_universe"]++ // builtins: int, len, nil, error
					return true
				}
				if _, ok := obj.(*types.PkgName); ok {
					stats["occurrences_package_names"]++
					return true
				}
				if _, ok := obj.(*types.Label); ok {
					return true
				}
				dst := entityOf(obj)
				if dst == nil {
					if fsetFile := fset.File(obj.Pos()); fsetFile != nil && strings.HasPrefix(fsetFile.Name(), repoRoot+string(filepath.Separator)) {
						stats["occurrences_local_or_non_entity"]++
					} else {
						stats["occurrences_outside_repo"]++
					}
					return true
				}
				stats["occurrences_to_entities"]++
				kind := ""
				if keyIdents[id] {
					kind = "struct-literal key"
					stats["occurrences_struct_literal_keys"]++
				}
				addRef(edge{path, srcQ, dst.path, dst.qual}, kind)
				return true
			})
		}
	}

	// implicit `implements`: a named non-interface type T of the repository whose method set (T or *T)
	// satisfies an interface I of the repository with at least one method (fastindex's structural edges)
	type named struct {
		obj *types.TypeName
		ent *entity
	}
	var concrete, ifaces []named
	seenType := map[*entity]bool{}
	collectTypes := func(pkg *types.Package) {
		if pkg == nil {
			return
		}
		sc := pkg.Scope()
		for _, n := range sc.Names() {
			tn, ok := sc.Lookup(n).(*types.TypeName)
			if !ok || tn.IsAlias() {
				continue
			}
			e := byPos[tn.Pos()]
			if e == nil || seenType[e] {
				continue
			}
			nt, ok := tn.Type().(*types.Named)
			if !ok || nt.TypeParams().Len() > 0 {
				continue
			}
			seenType[e] = true
			if it, ok := nt.Underlying().(*types.Interface); ok {
				if it.NumMethods() > 0 && it.IsMethodSet() {
					ifaces = append(ifaces, named{tn, e})
				}
			} else {
				concrete = append(concrete, named{tn, e})
			}
		}
	}

	packages := 0
	for _, d := range dirs {
		pf := byDir[d]
		if pkg := checkPlain(d); pkg != nil {
			packages++
			analyse(append(append([]*ast.File{}, pf.files...), pf.intTests...), infos[d])
			collectTypes(pkg)
		}
		if len(pf.extTests) > 0 {
			// the external test package imports the folder's package (with its internal test files)
			info := newInfo()
			pkg, _ := config().Check(pf.importPath+"_test", fset, pf.extTests, info)
			packages++
			analyse(pf.extTests, info)
			collectTypes(pkg)
		}
	}
	implements := 0
	for _, c := range concrete {
		t := c.obj.Type()
		for _, i := range ifaces {
			it := i.obj.Type().Underlying().(*types.Interface)
			if types.Implements(t, it) || types.Implements(types.NewPointer(t), it) {
				e := edge{c.ent.path, c.ent.qual, i.ent.path, i.ent.qual}
				implements++
				addRef(e, "implicit implements")
			}
		}
	}
	stats["implements_pairs"] = implements

	// outputs
	write := func(name string, lines []string) {
		sort.Strings(lines)
		fh, err := os.Create(filepath.Join(outDir, name))
		if err != nil {
			panic(err)
		}
		w := bufio.NewWriter(fh)
		for _, l := range lines {
			w.WriteString(l)
			w.WriteByte('\n')
		}
		w.Flush()
		fh.Close()
	}
	var refLines, noteLines, baseLines, entLines, fileLines []string
	for e := range ref {
		refLines = append(refLines, strings.Join(e[:], "\t"))
		if via[e] != "" {
			noteLines = append(noteLines, strings.Join(e[:], "\t")+"\t"+via[e])
		}
	}
	for e := range base {
		baseLines = append(baseLines, strings.Join(e[:], "\t"))
	}
	seenEnt := map[string]bool{}
	for _, f := range allFiles {
		fileLines = append(fileLines, pathOf[f])
		for _, e := range entsOf[f] {
			k := e.path + "\t" + e.qual
			if !seenEnt[k] {
				seenEnt[k] = true
				entLines = append(entLines, k)
			}
		}
	}
	write("reference.tsv", refLines)
	write("reference-notes.tsv", noteLines)
	write("baseline.tsv", baseLines)
	write("entities.tsv", entLines)
	write("files.txt", fileLines)

	fakeList := make([]string, 0, len(fakes))
	for p := range fakes {
		fakeList = append(fakeList, p)
	}
	sort.Slice(fakeList, func(i, j int) bool { return fakeCount[fakeList[i]] > fakeCount[fakeList[j]] })
	if len(fakeList) > 10 {
		fakeList = fakeList[:10]
	}
	out := map[string]interface{}{
		"tool":  "go/types (" + strings.TrimSpace(goVersion()) + "), from source; third-party imports faked",
		"files": len(allFiles),
		"files_excluded_build_constraints_or_second_package": excluded,
		"files_with_parse_errors":                            parseErrs,
		"packages_checked":                                   packages,
		"modules":                                            modules,
		"entities":                                           len(entLines),
		"edges":                                              len(refLines),
		"edges_noted":                                        len(noteLines),
		"baseline_edges":                                     len(baseLines),
		"type_errors":                                        typeErrs,
		"type_error_samples":                                 errSample,
		"fake_packages":                                      len(fakes),
		"fake_packages_most_imported":                        fakeList,
		"seconds":                                            time.Since(t0).Seconds(),
	}
	for k, v := range stats {
		out[k] = v
	}
	b, _ := json.MarshalIndent(out, "", "  ")
	os.WriteFile(filepath.Join(outDir, "stats.json"), append(b, '\n'), 0o644)
	fmt.Fprintf(os.Stderr, "[go-reference] %d files, %d entities, %d edges, %d type errors, %.1fs\n",
		len(allFiles), len(entLines), len(refLines), typeErrs, time.Since(t0).Seconds())
}

func goVersion() string { return runtime.Version() }
